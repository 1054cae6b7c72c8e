import { z } from 'zod';
import { CountryCodeSchema } from '../validation/validation.schemas.ts';
import { PLACE_ID_MAX_LENGTH, PLACES_INPUT_MAX_LENGTH, PLACES_INPUT_MIN_LENGTH } from './maps.constants.ts';

const RecordIdSchema = z.coerce.number().int().positive();

/** `?company={id}` or `?contact={id}`: exactly one; the address is read from the tenant's own row. */
export const StaticMapQuerySchema = z
  .object({
    company: RecordIdSchema.optional(),
    contact: RecordIdSchema.optional(),
  })
  .refine((query) => (query.company === undefined) !== (query.contact === undefined), {
    message: 'exactly one of company and contact is required',
  });
export type StaticMapQuery = z.infer<typeof StaticMapQuerySchema>;

export const GeoPositionSchema = z.object({ lat: z.number(), lng: z.number() });
export type GeoPosition = z.infer<typeof GeoPositionSchema>;

/** No control characters: what is typed in a form field, never a line break or a NUL. */
const PrintableSchema = z.string().regex(/^[^\p{Cc}]*$/u, 'must not contain control characters');

/** Groups the suggestion calls of one typing session and the details call ending it (billed per session). */
export const PlaceSessionTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters, digits, "-" or "_"');

/** `?input=&country=&sessionToken=`: what was typed, and the country chosen in the form if any. */
export const PlacesQuerySchema = z.object({
  input: PrintableSchema.trim().min(PLACES_INPUT_MIN_LENGTH).max(PLACES_INPUT_MAX_LENGTH),
  country: CountryCodeSchema.optional(),
  sessionToken: PlaceSessionTokenSchema.optional(),
});
export type PlacesQuery = z.infer<typeof PlacesQuerySchema>;

export const PlaceParamsSchema = z.object({
  id: PrintableSchema.trim().min(1).max(PLACE_ID_MAX_LENGTH),
});

export const PlaceQuerySchema = z.object({ sessionToken: PlaceSessionTokenSchema.optional() });
export type PlaceQuery = z.infer<typeof PlaceQuerySchema>;

/** One suggestion: `label` the place itself ("Torino", "Via Roma 1"), `secondary` where it is. */
export const PlaceSuggestionSchema = z.object({
  id: z.string(),
  label: z.string(),
  secondary: z.string(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;

/** Whose places these are, when its terms ask the list to say so ("Powered by Google"); null offline. */
export const PlacesAttributionSchema = z.enum(['google']).nullable();
export type PlacesAttribution = z.infer<typeof PlacesAttributionSchema>;

export const PlaceSuggestionsResponseSchema = z.object({
  data: z.array(PlaceSuggestionSchema),
  attribution: PlacesAttributionSchema,
});

/**
 * The address parts of a chosen place, in the billing address's terms; null where the place does
 * not say (a city has no street). `country` is ISO 3166-1 alpha-2, upper case like the forms'.
 */
export const PlaceAddressSchema = z.object({
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
});
export type PlaceAddress = z.infer<typeof PlaceAddressSchema>;

export const PlaceAddressResponseSchema = z.object({ data: PlaceAddressSchema });
