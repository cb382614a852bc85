import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../platform/http/content-disposition.ts';
import type { Delivery } from './file-download.service.ts';
import type { UploadPart } from './file-upload.service.ts';

/**
 * Sends a delivery: 200 with the whole file, 206 with a Range slice, 416 past the end. The
 * length is stated only when the bytes sent are the stored bytes. A file sent writes the route's
 * read audit row first (its `auditRead`); a range past the end sends nothing and writes none.
 */
export async function sendDelivery(
  reply: FastifyReply,
  delivery: Delivery,
  options: { disposition: 'attachment' | 'inline'; lengthKnown?: boolean },
) {
  reply.header('accept-ranges', 'bytes');
  if (delivery.kind === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${delivery.total}`).send();
  }
  await reply.server.accessAudit.recordRead(reply.request, {
    entityId: delivery.file.id,
    name: delivery.name,
    owner: { source: delivery.file.source, onlyId: delivery.file.onlyId },
    range: delivery.range,
  });
  reply
    .header('content-type', delivery.mimeType)
    .header('content-disposition', contentDisposition(delivery.name, options.disposition))
    .header(
      'access-control-expose-headers',
      'content-disposition, ret-type, preview-file-path, download-error',
    );
  if (delivery.range) {
    const { start, end } = delivery.range;
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${delivery.total}`)
      .header('content-length', end - start + 1);
  } else if (options.lengthKnown !== false) {
    reply.header('content-length', delivery.total);
  }
  return reply.send(delivery.stream);
}

/** The parts of a multipart request as the upload services read them, with the batch's limits. */
export async function* uploadPartsOf(
  request: FastifyRequest,
  limits: { fileSize: number; files: number },
): AsyncGenerator<UploadPart> {
  for await (const part of request.parts({
    limits: {
      fileSize: limits.fileSize,
      files: limits.files,
      fields: 20,
      parts: limits.files + 20,
      fieldSize: 64 * 1024,
    },
  })) {
    if (part.type === 'file') yield { kind: 'file', filename: part.filename, stream: part.file };
    else yield { kind: 'field', name: part.fieldname, value: String(part.value ?? '') };
  }
}
