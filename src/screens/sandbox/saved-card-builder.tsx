import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { testCards } from '@/core/gateway/test-cards';
import { maxSavedCards } from '@/core/token-list';
import { sandboxFieldLimits } from '@/screens/sandbox/sandbox-params';
import { maskCardNumber, nextSavedCardRow, type SavedCardRow } from '@/screens/sandbox/saved-card-row';
import { TextField } from '@/screens/sandbox/text-field';

export interface SavedCardBuilderProps {
  rows: SavedCardRow[];
  onChange: (rows: SavedCardRow[]) => void;
}

type EditableField = Exclude<keyof SavedCardRow, 'key'>;

const tokenListId = 'sandbox-test-tokens';
const numberListId = 'sandbox-test-numbers';

interface SavedCardItem {
  field: EditableField;
  labelKey: string;
  maxLength: number;
  wide?: boolean;
  /** The datalist of test values the input suggests. */
  suggestions?: string;
}

/**
 * A saved card's four items, in tokenList order, each an input of the row. All read left to
 * right; the token and the number are wide and suggest the test cards.
 */
const savedCardItems: readonly SavedCardItem[] = [
  {
    field: 'token',
    labelKey: 'sandbox.token',
    maxLength: sandboxFieldLimits.token,
    wide: true,
    suggestions: tokenListId,
  },
  {
    field: 'cardNumber',
    labelKey: 'sandbox.cardNumber',
    maxLength: sandboxFieldLimits.savedCardItem,
    wide: true,
    suggestions: numberListId,
  },
  { field: 'expiryMonth', labelKey: 'sandbox.expiryMonth', maxLength: sandboxFieldLimits.savedCardItem },
  { field: 'expiryYear', labelKey: 'sandbox.expiryYear', maxLength: sandboxFieldLimits.savedCardItem },
];

/** The tokenList builder: one fieldset per saved card, add and remove rows. */
export function SavedCardBuilder({ rows, onChange }: SavedCardBuilderProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const nextKey = useRef(0);
  const addButton = useRef<HTMLButtonElement>(null);
  // Focus follows the action: into the new row after adding, back to "Add" after removing.
  const focusKey = useRef<string | undefined>(undefined);

  const edit = (key: string, field: EditableField, value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const add = () => {
    nextKey.current += 1;
    const row = nextSavedCardRow(rows, `card-${nextKey.current}`);
    focusKey.current = row.key;
    onChange([...rows, row]);
  };
  const remove = (key: string) => {
    onChange(rows.filter((row) => row.key !== key));
    addButton.current?.focus();
  };
  const focusIfNew = (key: string) => (input: HTMLInputElement | null) => {
    if (input !== null && focusKey.current === key) {
      focusKey.current = undefined;
      input.focus();
    }
  };

  return (
    <fieldset className="sandbox__group">
      <legend className="sandbox__legend">{t('sandbox.savedCards')}</legend>
      <p className="sandbox__hint">{t('sandbox.savedCardsHint')}</p>
      {rows.length === 0 ? <p className="sandbox__hint">{t('sandbox.noSavedCards')}</p> : null}
      {/* Suggestions only: any token and any number may be typed. */}
      <datalist id={tokenListId}>
        {testCards.map((card) => (
          <option key={card.token} value={card.token} />
        ))}
      </datalist>
      <datalist id={numberListId}>
        {testCards.flatMap((card) => [
          <option key={`${card.token}-masked`} value={maskCardNumber(card.number)} />,
          <option key={`${card.token}-full`} value={card.number} />,
        ])}
      </datalist>
      <ol className="sandbox__saved-cards">
        {rows.map((row, index) => {
          const legendId = `${idBase}-${row.key}-legend`;
          const removeId = `${idBase}-${row.key}-remove`;
          return (
            <li key={row.key}>
              <fieldset className="sandbox__saved-card">
                <legend id={legendId} className="sandbox__legend sandbox__legend--small">
                  {t('sandbox.savedCardNumber', { index: index + 1 })}
                </legend>
                {savedCardItems.map((item, itemIndex) => (
                  <TextField
                    key={item.field}
                    className={item.wide ? 'sandbox__field--wide' : undefined}
                    label={t(item.labelKey)}
                    value={row[item.field]}
                    maxLength={item.maxLength}
                    ltr
                    list={item.suggestions}
                    // Focus goes into a new row at its first item.
                    inputRef={itemIndex === 0 ? focusIfNew(row.key) : undefined}
                    onChange={(value) => edit(row.key, item.field, value)}
                  />
                ))}
                <button
                  type="button"
                  className="button button--secondary sandbox__remove"
                  id={removeId}
                  // "Remove" + "Saved card 2": the visible word leads the name in every language.
                  aria-labelledby={`${removeId} ${legendId}`}
                  onClick={() => remove(row.key)}
                >
                  {t('sandbox.removeSavedCard')}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        className="button button--secondary"
        disabled={rows.length >= maxSavedCards}
        onClick={add}
      >
        {t('sandbox.addSavedCard')}
      </button>
    </fieldset>
  );
}
