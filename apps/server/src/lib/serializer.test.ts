import { savingDetailsAnswer, totalSavingsAnswer } from '@links/domain';
import fc from 'fast-check';
import {
  serializerCompiler as encodingSerializer,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.js';

const compile = (schema: unknown, compiler: typeof serializerCompiler = serializerCompiler) =>
  compiler({ schema, method: 'GET', url: '/answer', httpStatus: '200' } as Parameters<
    typeof serializerCompiler
  >[0]);

describe('the answer serializer', () => {
  it("writes what the library's serializer writes, for any answer of the schema", () => {
    const answer = z.object({
      id: z.number(),
      name: z.string(),
      note: z.string().nullable(),
      paid: z.boolean(),
      items: z.array(z.object({ amount: z.number(), when: z.string().optional() })),
    });
    const ours = compile(answer);
    const theirs = compile(answer, encodingSerializer as typeof serializerCompiler);
    fc.assert(
      fc.property(
        fc.record({
          id: fc.integer(),
          name: fc.string(),
          note: fc.option(fc.string()),
          paid: fc.boolean(),
          items: fc.array(
            fc.record({
              amount: fc.double({ noNaN: true, noDefaultInfinity: true }),
              when: fc.option(fc.string(), { nil: undefined }),
            }),
          ),
          extra: fc.anything(),
        }),
        (data) => {
          expect(ours(data)).toBe(theirs(data));
        },
      ),
    );
  });

  it('leaves out what the schema does not name', () => {
    expect(compile(totalSavingsAnswer)({ total_savings: 12.5, user_id: 3 })).toBe('{"total_savings":12.5}');
  });

  it("refuses an answer that is not the schema's, as a response serialization error", () => {
    const write = compile(totalSavingsAnswer);
    let thrown: unknown;
    try {
      write({ total_savings: '12.50' });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
    expect(() => compile(savingDetailsAnswer)({})).toThrow();
  });

  it("leaves a schema that is not zod's own to the library", () => {
    const wrapped = compile({ properties: totalSavingsAnswer });
    expect(wrapped({ total_savings: 1 })).toBe('{"total_savings":1}');
  });
});
