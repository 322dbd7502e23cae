import type { FastifyRequest } from 'fastify';
import type { Call } from '@openportal/contract';
import { AppError } from './app-error.ts';
import type { UploadedFile } from './operation.ts';

const fileTooLarge = (field: string, maxBytes: number) =>
  new AppError('VF', 'validationFailed', {
    httpStatus: 413,
    validationErrors: [{ field, message: `File is larger than ${Math.floor(maxBytes / 1024 / 1024)} MiB` }],
  });

const badPart = (field: string, message: string) =>
  new AppError('VF', 'validationFailed', { validationErrors: [{ field, message }] });

/**
 * A multipart call's parts (with @fastify/multipart): the JSON of its `dataPart` (or the plain
 * form fields when it has none) and its files, each read whole within `maxFileBytes`. Parts the
 * call does not name are refused.
 */
export async function readMultipart(
  req: FastifyRequest,
  call: Call,
): Promise<{ body: Record<string, unknown>; files: UploadedFile[] }> {
  const spec = call.multipart!;
  if (!req.isMultipart()) throw badPart('(body)', 'This call takes multipart/form-data');
  const body: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const parts = req.parts({
    limits: { fileSize: spec.maxFileBytes, files: spec.fileParts.length, fields: 50, fieldSize: 256 * 1024 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!spec.fileParts.includes(part.fieldname)) throw badPart(part.fieldname, 'Unexpected file');
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch {
        throw fileTooLarge(part.fieldname, spec.maxFileBytes);
      }
      files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    } else if (spec.dataPart !== null && part.fieldname === spec.dataPart) {
      try {
        Object.assign(body, JSON.parse(String(part.value)) as object);
      } catch {
        throw badPart(spec.dataPart, 'Must be a JSON object');
      }
    } else if (spec.dataPart === null) {
      body[part.fieldname] = part.value;
    } else {
      throw badPart(part.fieldname, 'Unexpected field');
    }
  }
  return { body, files };
}

/** A multipart body sent to a call that takes JSON is refused, not read as empty. */
export function refuseStrayMultipart(req: FastifyRequest, call: Call): void {
  if (!call.multipart && req.isMultipart())
    throw new AppError('TA1', 'invalidParams', {
      httpStatus: 415,
      validationErrors: [{ field: '(body)', message: 'This call takes a JSON body' }],
    });
}
