import { Type } from 'typebox';
import type { GoLiveRequest, GoLiveResponse, LivePassphrase } from '../../src/core/api/contract';
import { matches } from '../http/schema';

export const LiveProtocolSchema = Type.Union([
  Type.Literal('srt'),
  Type.Literal('rtmp'),
  Type.Literal('hls'),
]);

export const GoLiveBody = matches<GoLiveRequest>()(
  Type.Object(
    {
      title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
      matchDate: Type.Optional(Type.String({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
      protocol: Type.Optional(LiveProtocolSchema),
      pullUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
      metadata: Type.Optional(
        Type.Record(
          Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' }),
          Type.String({ maxLength: 200 }),
          { additionalProperties: false, maxProperties: 20 },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);

export const GoLiveSchema = matches<GoLiveResponse>()(
  Type.Object({
    id: Type.String(),
    ingestUrl: Type.String(),
    passphrase: Type.Optional(Type.String()),
  }),
);

export const LivePassphraseSchema = matches<LivePassphrase>()(
  Type.Object({ passphrase: Type.String() }),
);
