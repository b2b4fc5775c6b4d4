import { Type } from 'typebox';

/** One clip metadata category of the tenant, as GET /v1/asset_categories lists it. */
export const CategorySchema = Type.Object({
  name: Type.String(),
  label: Type.String(),
  valueType: Type.Union([Type.Literal('text'), Type.Literal('integer'), Type.Literal('date')]),
});
