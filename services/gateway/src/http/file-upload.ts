import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { from, Observable, switchMap } from 'rxjs';

// A file as a route receives it (@UploadedFile, @UploadedFiles): its bytes in memory.
export type UploadedFileBytes = { buffer: Buffer; size: number; mimetype: string; originalname: string };

// Nest's @UploadedFile() and @UploadedFiles() read `file` and `files` of the request; on this request
// they shadow @fastify/multipart's methods of the same names, which are not used after the read.
type Uploading = FastifyRequest;

// Reads a multipart upload (@fastify/multipart) before the route: up to `maxFiles` files of the form's
// `field`, each at most `maxBytes`, into @UploadedFile() (one) or @UploadedFiles() (several); the
// form's other fields become the body. Refusals are those the routes and their tests know: a file too
// large is a 413 "File too large", one file too many a 400 "Too many files", a file in another field a
// 400 "Unexpected field". A request that is not multipart reaches the route with no file, which says
// what is missing.
export function FileUpload(field: string, options: { maxFiles: number; maxBytes: number }): Type<NestInterceptor> {
  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const request = context.switchToHttp().getRequest<Uploading>();
      if (!request.isMultipart()) return next.handle();
      return from(read(request, field, options)).pipe(switchMap(() => next.handle()));
    }
  }
  return mixin(FileUploadInterceptor);
}

async function read(request: Uploading, field: string, options: { maxFiles: number; maxBytes: number }) {
  const files: UploadedFileBytes[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { files: options.maxFiles, fileSize: options.maxBytes } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== field) throw new BadRequestException('Unexpected field');
      const buffer = await part.toBuffer();
      files.push({ buffer, size: buffer.length, mimetype: part.mimetype, originalname: part.filename });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeException('File too large');
    if (code === 'FST_FILES_LIMIT') throw new BadRequestException('Too many files');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new BadRequestException('Too many parts');
    if (error instanceof BadRequestException) throw error;
    throw new BadRequestException('The upload could not be read');
  }
  request.body = fields;
  const received = request as unknown as Record<'file' | 'files', unknown>;
  if (options.maxFiles === 1) received.file = files[0];
  else received.files = files;
}
