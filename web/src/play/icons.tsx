// Small inline drawings (no icon font, no emoji font needed). All decorative.

export function PhotoPlaceholder() {
  return (
    <div className="photo photo-placeholder" aria-hidden="true">
      <svg viewBox="0 0 120 90" width="160" height="120" focusable="false">
        <rect x="6" y="6" width="108" height="78" rx="10" fill="none" stroke="currentColor" strokeWidth="5" />
        <circle cx="42" cy="36" r="11" fill="currentColor" />
        <path d="M20 72 L48 48 L64 62 L80 46 L100 72 Z" fill="currentColor" />
      </svg>
    </div>
  );
}

export function DoneIllustration() {
  return (
    <div className="done-art" aria-hidden="true">
      <svg viewBox="0 0 120 120" width="140" height="140" focusable="false">
        <circle cx="60" cy="60" r="54" fill="none" stroke="currentColor" strokeWidth="6" />
        <path
          d="M60 92 C28 70 24 50 36 40 C46 32 56 38 60 46 C64 38 74 32 84 40 C96 50 92 70 60 92 Z"
          fill="currentColor"
        />
      </svg>
    </div>
  );
}

export function Tick() {
  return (
    <svg className="tick" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d="M4 12.5 L10 18 L20 6" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

export function Arrow({ down }: { down?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path
        d={down ? 'M12 4 V19 M5 12 L12 19 L19 12' : 'M12 20 V5 M5 12 L12 5 L19 12'}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Grip() {
  return (
    <svg viewBox="0 0 16 24" width="16" height="24" aria-hidden="true" focusable="false">
      {[5, 12, 19].map((y) => (
        <g key={y} fill="currentColor">
          <circle cx="4" cy={y} r="2.2" />
          <circle cx="12" cy={y} r="2.2" />
        </g>
      ))}
    </svg>
  );
}
