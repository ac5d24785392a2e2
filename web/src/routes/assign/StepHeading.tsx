import type { ReactNode, Ref } from 'react';

// A step's heading; the wizard moves keyboard focus here when the step changes.
export function StepHeading({
  id,
  headingRef,
  children,
  description,
}: {
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus-visible:outline-offset-4">
        {children}
      </h2>
      {description && <p className="text-muted">{description}</p>}
    </div>
  );
}
