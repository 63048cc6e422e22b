// Small inline icons of the prospera campaign screens (no icon font to download).

/** The trophy shown at 100 % or more, with its text for screen readers. */
export function Trophy() {
  return (
    <svg className="prospera-trophy" width="28" height="28" viewBox="0 0 24 24" role="img" aria-label="Meta atingida" focusable="false">
      <path
        fill="currentColor"
        d="M19 5h-2V3H7v2H5a2 2 0 0 0-2 2v1a5 5 0 0 0 4.4 4.96A5 5 0 0 0 11 15.9V19H7v2h10v-2h-4v-3.1a5 5 0 0 0 3.6-2.94A5 5 0 0 0 21 8V7a2 2 0 0 0-2-2M5 8V7h2v3.82A3 3 0 0 1 5 8m14 0a3 3 0 0 1-2 2.82V7h2z"
      />
    </svg>
  );
}

/** A done / not done mark with its text (visible), for lists of groups and products. */
export function Mark({ done, yes, no }: { done: boolean; yes: string; no: string }) {
  return (
    <span className={`prospera-mark ${done ? 'prospera-mark--done' : 'prospera-mark--pending'}`}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {done ? (
          <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
        ) : (
          <path fill="currentColor" d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
        )}
      </svg>
      {done ? yes : no}
    </span>
  );
}
