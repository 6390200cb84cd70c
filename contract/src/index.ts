export * from './fields.js';
export * from './envelope.js';
export * from './content.js';
export * from './accounts.js';
export * from './cart.js';
export * from './catalog.js';
export * from './home.js';
