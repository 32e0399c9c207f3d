// zod compiles its object parsers with `new Function` where it may; the admin's
// Content-Security-Policy forbids eval (netlify.toml), and even zod's probe for
// it is reported as a violation. Imported first by AdminApp, before any schema exists.
import { z } from 'zod';

z.config({ jitless: true });
