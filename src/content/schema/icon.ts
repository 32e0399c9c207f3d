// An icon named by a content file: one of the names of src/components/kit/icons.ts.
import { z } from 'astro/zod';
import { ICON_NAMES } from '~/components/kit/icons.ts';

export const icon = z.enum(ICON_NAMES, { error: 'unknown icon (see src/components/kit/icons.ts)' });
