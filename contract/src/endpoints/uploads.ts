import { z } from 'zod';
import { defineEndpoint, DOCUMENT_TYPES } from '../endpoint.js';
import { uploadView } from '../member-centre.js';

/** A member's uploads: POST /api/uploads (multipart, one file), and the file itself (its uploader or an operator). */
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
  file: defineEndpoint({
    method: 'GET',
    path: '/api/uploads/:id',
    tags,
    summary: '查看已上传的文件（仅上传者本人与平台运营人员）',
    params: z.object({ id: z.string().max(64) }),
    answers: 'file',
    types: DOCUMENT_TYPES,
  }),
};
