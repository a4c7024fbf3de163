import { describe, expect, it } from 'vitest';
import { clientErrorMessage, clientErrorStatus } from './client-error.ts';

describe('clientErrorStatus', () => {
  it('reads the 4xx status of request errors', () => {
    expect(clientErrorStatus({ status: 400, type: 'entity.parse.failed' })).toBe(400);
    expect(clientErrorStatus({ statusCode: 415 })).toBe(415);
  });
  it('leaves server errors and plain errors alone', () => {
    expect(clientErrorStatus(new Error('boom'))).toBeUndefined();
    expect(clientErrorStatus({ status: 500 })).toBeUndefined();
    expect(clientErrorStatus(null)).toBeUndefined();
  });
  it('has a message for each', () => {
    expect(clientErrorMessage(400, 'entity.parse.failed')).toBe('The request body is not valid JSON.');
    expect(clientErrorMessage(413)).toBe('The request body is too large.');
    expect(clientErrorMessage(415)).toMatch(/not supported/);
  });
});
