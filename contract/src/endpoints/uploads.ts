import { defineEndpoint } from '../endpoint.js';
import { uploadView } from '../member-centre.js';

/** POST /api/uploads (multipart, one file). The file itself, GET /api/uploads/:id, is not the envelope: hand-written. */
const tags = ['uploads'];

export const uploadsEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/uploads',
    tags,
    summary: '上传证件图片或PDF（multipart，字段 file；JPG/PNG/WebP/PDF，≤5MB）',
    multipart: true,
    response: uploadView,
  }),
};
