import { z } from 'zod';
import { DATE_FORMATS } from './formatting.constants.ts';

export const DateFormatSchema = z.enum(DATE_FORMATS);
