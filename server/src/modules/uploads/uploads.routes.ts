import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@yaocai/contract/endpoints';
import { ok } from '../../core/http/envelope.js';
import { invalidField, unwrap } from '../../core/http/errors.js';
import { readOneFile } from '../../core/http/multipart.js';
import { userFileHeaders } from '../../core/http/file-reply.js';
import { route } from '../../core/http/route.js';

export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

/** POST /api/uploads (multipart, one file) and GET /api/uploads/:id (a file: owner or operator only); contract endpoints.uploads. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads } = app.services;

  route(app, endpoints.uploads.upload, async (req) => {
    const memberId = req.member.memberId;
    const file = await readOneFile(req, { maxBytes: UPLOAD_LIMIT_BYTES, tooLarge: '文件大小不能超过5MB' });
    if (!file) throw invalidField('file', '请选择要上传的文件');
    return ok(unwrap(await uploads.store(memberId, file.filename, file.data)), '上传成功');
  });
};

/** An uploaded file: its uploader or an operator. */
export const uploadFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads } = app.services;

  route(app, endpoints.uploads.file, async (req, reply) => {
    // The signed-in scope has found a member or a console account. Only the platform's operators review uploads
    // (members' licences): a merchant's staff see none of them.
    const { memberId, operator: account } = req.signedIn;
    const operator = account !== null && account.shopId === null;
    const file = unwrap(await uploads.open(req.params.id, { memberId, operator }));
    // An image inline, a PDF as an attachment (the console draws PDFs itself, with pdf.js: nothing in them runs).
    return userFileHeaders(reply, file)
      .header('content-length', file.size)
      .header('cache-control', 'private, no-store')
      .send(fs.createReadStream(file.file));
  });
};
