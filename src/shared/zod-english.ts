import en from 'zod/v4/locales/en.js';
import { z } from './zod.js';

/** Zod's English default messages, for the server, the scripts and the tests (never the browser: zod.ts). */
z.config(en());
