import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, unprocessable } from '../../lib/errors.js';

/** docs/decisions/payments.md, "Statement imports": a statement file may be up to 5 MB. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

export const multipartLimits = {
  fileSize: MAX_STATEMENT_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1000,
  parts: 12,
};

export const FILE_TOO_LARGE = 'The file is larger than 5 MB.';
export const NOT_MULTIPART = 'Send the statement as multipart/form-data, the file in the field "file".';
export const FILE_MISSING = 'Attach the statement in the field "file".';

export interface Upload {
  bytes: Buffer;
  fields: Record<string, string>;
}

/** The uploaded statement and the form's fields; a file over 5 MB or a missing one is refused. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(415, 'NOT_MULTIPART', NOT_MULTIPART);
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') bytes = await part.toBuffer();
        else part.file.resume();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'TOO_LARGE', FILE_TOO_LARGE);
    if (typeof code === 'string' && code.startsWith('FST_')) {
      throw new AppError(413, 'TOO_LARGE', 'Send one statement file and the column names only.');
    }
    throw error;
  }
  if (!bytes || bytes.length === 0) throw unprocessable(FILE_MISSING, { file: FILE_MISSING }, 'FILE_MISSING');
  return { bytes, fields };
}
