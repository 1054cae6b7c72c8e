import { PLACES_INPUT_MAX_LENGTH, PLACES_INPUT_MIN_LENGTH, type PlaceSuggestion } from '@adatlas/domain/maps';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { AutoComplete, type AutoCompleteProps, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue.ts';
import { mapQueries } from '../api/maps.queries.ts';
import { newPlacesSessionToken, placeAddressPatch } from '../utils/placeAddressPatch.ts';

export type PlaceAutocompleteProps = Omit<
  AutoCompleteProps<string>,
  'value' | 'onChange' | 'options' | 'onSelect' | 'filterOption'
> & {
  /** Where the address group sits in the surrounding Form: `['address']`. */
  group: readonly (string | number)[];
  /** Line 1 of the address, from the Form.Item. */
  value?: string;
  onChange?: (value: string) => void;
};

/** One typing session: its billing token, and line 1 as it was before the search began. */
interface PlacesSession {
  token: string;
  lineBefore: string | undefined;
}

const DEBOUNCE_MS = 300;
const COUNTRY_CODE = /^[A-Za-z]{2}$/;

function nested(path: readonly (string | number)[], value: unknown): Record<string, unknown> {
  return path.reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), value as never);
}

function optionOf(place: PlaceSuggestion) {
  return {
    value: place.id,
    label: (
      <div data-testid="place-option">
        <div>{place.label}</div>
        {place.secondary ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {place.secondary}
          </Typography.Text>
        ) : null}
      </div>
    ),
  };
}

/**
 * Line 1 of an address form with the places autocomplete (spec data §7): from 3 characters and a
 * pause in typing it suggests places, in the form's country when one is chosen; choosing one (click,
 * or arrows and Enter) fills line 1, city, state, postal code and country of the address group as
 * far as the place knows them. No answer or a failure leaves a plain input.
 */
export function PlaceAutocomplete({ group, value, onChange, onBlur, ...rest }: PlaceAutocompleteProps) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const queryClient = useQueryClient();
  const chosenCountry = Form.useWatch([...group, 'country'], form) as string | undefined;
  const country = chosenCountry && COUNTRY_CODE.test(chosenCountry) ? chosenCountry : undefined;
  const [session, setSession] = useState<PlacesSession | null>(null);
  // Suggestions only while the user types: not for a value set by a choice or loaded with the form.
  const [isTyping, setIsTyping] = useState(false);
  const text = (value ?? '').trim();
  const input = useDebouncedValue(text, DEBOUNCE_MS);
  const canSuggest =
    isTyping &&
    session !== null &&
    text.length >= PLACES_INPUT_MIN_LENGTH &&
    input.length >= PLACES_INPUT_MIN_LENGTH &&
    input.length <= PLACES_INPUT_MAX_LENGTH;
  const suggestions = useQuery({
    ...mapQueries.places({ input, country, language: i18n.language, sessionToken: session?.token ?? '' }),
    enabled: canSuggest,
    placeholderData: keepPreviousData,
  });
  const places = canSuggest ? (suggestions.data?.places ?? []) : [];
  const attribution = suggestions.data?.attribution ?? null;

  const choose = async (id: string) => {
    setIsTyping(false);
    setSession(null);
    try {
      const place = await queryClient.fetchQuery(mapQueries.place(id, i18n.language, session?.token));
      const patch = placeAddressPatch(place, session ? session.lineBefore : value);
      form.setFieldsValue(nested(group, patch));
      // A field that showed "Required field" must not keep showing it once filled.
      const names = Object.keys(patch).map((name) => [...group, name]);
      const withErrors = names.filter((name) => form.getFieldError(name).length > 0);
      if (withErrors.length > 0) await form.validateFields(withErrors).catch(() => undefined);
    } catch {
      // No details: what was typed stays, and the user goes on by hand.
    }
  };

  return (
    <AutoComplete<string>
      {...rest}
      value={value ?? ''}
      options={places.map(optionOf)}
      filterOption={false}
      popupRender={(menu) =>
        attribution === 'google' ? (
          <>
            {menu}
            <Typography.Text
              type="secondary"
              data-testid="places-attribution"
              style={{ display: 'block', padding: '4px 12px', fontSize: 11, textAlign: 'right' }}
            >
              {t('COMMON.POWERED_BY_GOOGLE')}
            </Typography.Text>
          </>
        ) : (
          menu
        )
      }
      onChange={(next: string) => {
        // Choosing an option reports its id as the new value first: `choose` fills the fields instead.
        if (places.some((place) => place.id === next)) return;
        if (!session) setSession({ token: newPlacesSessionToken(), lineBefore: value });
        setIsTyping(true);
        onChange?.(next);
      }}
      onSelect={(id: string) => void choose(id)}
      onBlur={(event) => {
        // Leaving the field ends the session: what was typed is now line 1, kept by a later choice.
        setIsTyping(false);
        setSession(null);
        onBlur?.(event);
      }}
    />
  );
}
