import { Type } from 'typebox';
import type {
  AddPartnerSiteRequest,
  PartnerSite,
  PartnerSiteChange,
  PartnerSiteList,
} from '../../src/core/api/contract/partner-sites';
import { IdString, matches } from '../http/schema';

export const PartnerSiteSchema = matches<PartnerSite>()(
  Type.Object({
    id: Type.String(),
    origin: Type.String(),
    addedBy: Type.String(),
    addedAt: Type.String(),
  }),
);

const PartnerSiteChangeSchema = matches<PartnerSiteChange>()(
  Type.Object({
    origin: Type.String(),
    action: Type.Union([Type.Literal('added'), Type.Literal('removed')]),
    email: Type.String(),
    at: Type.String(),
  }),
);

export const PartnerSiteListSchema = matches<PartnerSiteList>()(
  Type.Object({
    sites: Type.Array(PartnerSiteSchema),
    history: Type.Array(PartnerSiteChangeSchema),
    loopbackAllowed: Type.Boolean(),
  }),
);

export const AddPartnerSiteBody = matches<AddPartnerSiteRequest>()(
  Type.Object(
    {
      origin: Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'The site’s origin as browsers send it: `https://club.example`.',
      }),
    },
    { additionalProperties: false },
  ),
);

export const PartnerSiteParams = Type.Object({
  tenantId: IdString,
  siteId: Type.String({ format: 'uuid' }),
});
