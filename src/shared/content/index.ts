export * from './icons.js';
export * from './primitives.js';
export * from './learning.js';
export * from './opportunities.js';
export * from './contact.js';
export * from './listing-fields.js';
