import { useRef } from 'react';
import { TextInput } from './text-input.tsx';

/**
 * A large search box with antd Input.Search's look: a magnifier before it, a clear button after it
 * once something is typed. Enter does not submit the form it sits in: the list narrows as one types.
 */
export function SearchInput(props: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  className?: string;
}) {
  const box = useRef<HTMLInputElement>(null);
  return (
    <span className={['p-affix', props.className].filter(Boolean).join(' ')}>
      <span className="p-affix__prefix">
        <SearchIcon />
      </span>
      <TextInput
        ref={box}
        type="search"
        size="large"
        placeholder={props.placeholder}
        aria-label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {props.value ? (
        <button
          type="button"
          className="p-affix__clear"
          onClick={() => {
            props.onChange('');
            box.current?.focus();
          }}
        >
          <ClearIcon />
        </button>
      ) : null}
    </span>
  );
}

/** The clear button's content: an icon, and what it does for a screen reader or a keyboard user. */
function ClearIcon() {
  return (
    <>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="m8.5 8.5 7 7m0-7-7 7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">Clear the search</span>
    </>
  );
}

function SearchIcon() {
  return (
    <svg
      className="search-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
