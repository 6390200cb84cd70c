import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.registration, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['registration'];

export const options: Handles['options'] = { method: 'GET', path: '/api/register/options' };
export const step1: Handles['step1'] = { method: 'POST', path: '/api/register/step1' };
export const forgetVerify: Handles['forgetVerify'] = { method: 'POST', path: '/api/forget/verify' };
export const forgetReset: Handles['forgetReset'] = { method: 'POST', path: '/api/forget/reset' };
export const company: Handles['company'] = { method: 'POST', path: '/api/register/company' };
export const step2: Handles['step2'] = { method: 'POST', path: '/api/register/step2' };
export const status: Handles['status'] = { method: 'GET', path: '/api/register/status' };
