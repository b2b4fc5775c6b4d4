import { Type } from 'typebox';
import type { TapeEvent, TapeEventReceipt } from '../../src/core/api/contract';
import { matches } from '../http/schema';

export const TapeEventBody = matches<TapeEvent>()(
  Type.Object(
    {
      type: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_.:-]*$' }),
      properties: Type.Optional(
        Type.Record(
          Type.String({ maxLength: 64 }),
          Type.Union([
            Type.String({ maxLength: 2000 }),
            Type.Number(),
            Type.Boolean(),
            Type.Null(),
          ]),
          { maxProperties: 50 },
        ),
      ),
      occurredAt: Type.Optional(Type.String({ format: 'date-time' })),
    },
    { additionalProperties: false },
  ),
);

export const ReceiptSchema = matches<TapeEventReceipt>()(
  Type.Object({ id: Type.String(), receivedAt: Type.String() }),
);
