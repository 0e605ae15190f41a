/** Every 4xx/5xx answer has this body (docs/decisions/wire.md, "Error answers"). */
export interface ErrorBody {
  message: string;
  detail: string;
  code: string;
  fields?: Record<string, string>;
}

/** An error a client caused or may act on; the error handler turns it into its status and body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { message: this.message, detail: this.message, code: this.code };
    if (this.fields) body.fields = this.fields;
    return body;
  }
}

export const badRequest = (message: string) => new AppError(400, 'BAD_REQUEST', message);
export const unauthorized = (message = 'Authentication required.', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do this.', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const unprocessable = (message: string, fields?: Record<string, string>, code = 'UNPROCESSABLE') =>
  new AppError(422, code, message, fields);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** A 422 for one field, the message naming it: `amount must not be negative`. */
export const invalidField = (field: string, problem: string) =>
  unprocessable(`${field} ${problem}`, { [field]: `${field} ${problem}` }, 'VALIDATION_FAILED');

/** An outside service (Daraja) failed, refused or did not answer: nothing was done here. */
export const badGateway = (message: string, code = 'UPSTREAM_FAILED') => new AppError(502, code, message);
