// The preview's banner speaks to the caregiver: in English, whatever the page's language.
export function PreviewBanner() {
  return (
    <p className="banner" lang="en">
      Preview — answers are not saved
    </p>
  );
}
