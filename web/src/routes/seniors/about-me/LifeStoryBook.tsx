import { useLingui } from '@lingui/react/macro';
import type { LifeStoryBook as Book } from '@carewith/contracts';
import { bookTitle, decadeTitle, peopleLine, placeLine } from './phrases';

// A4 paper, and room to hold the book by its edge.
const A4 = '@page { size: A4; margin: 2cm; }';

// The life-story book in large print: a title page, a chapter per decade of the family's dated photos
// (oldest first), each on a new page, every photo with its year, its story, who and where; then the
// songs. At least 20 points on paper, as large-print guidance asks; the screen shows it the same way.
export function LifeStoryBook({ firstName, book }: { firstName: string; book: Book }) {
  const { t } = useLingui();
  const empty = book.chapters.length === 0 && book.songs.length === 0;
  return (
    <div className="flex flex-col gap-10 text-xl leading-relaxed print:gap-0 print:text-[20pt]">
      <style>{A4}</style>
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-6 rounded-2xl bg-white p-8 text-center shadow-sm print:min-h-[24cm] print:rounded-none print:shadow-none">
        <h1 id="book-heading" className="text-4xl font-bold sm:text-5xl print:text-[40pt]">
          {bookTitle(firstName)}
        </h1>
        <p className="text-muted print:text-[20pt]">{t`A life-story book made by the family`}</p>
      </div>
      {empty && (
        <p className="rounded-2xl bg-white p-6 print:hidden">
          {t`There is nothing in the book yet. Photos of the memory box with a year make its chapters, and its songs the last one.`}
        </p>
      )}
      {book.chapters.map((chapter) => {
        const id = `book-chapter-${chapter.decade}`;
        return (
          <section
            key={chapter.decade}
            aria-labelledby={id}
            className="flex flex-col gap-8 break-before-page print:pt-0"
          >
            <h2 id={id} className="text-3xl font-bold sm:text-4xl print:text-[32pt]">
              {decadeTitle(chapter.decade)}
            </h2>
            {chapter.photos.map((photo) => {
              const people = peopleLine(photo.people);
              const place = placeLine(photo.place);
              // The caption tells the story: the photo's own text says whom and where it shows.
              const year = photo.year;
              const alt =
                [people, place].filter(Boolean).join(', ') ||
                (year !== null ? t`A photo from ${year}` : t`A photo of the family`);
              return (
                <figure key={photo.key} className="flex flex-col gap-3 break-inside-avoid">
                  <img
                    src={photo.url}
                    alt={alt}
                    className="max-h-[60vh] w-full rounded-lg object-contain print:max-h-[15cm]"
                  />
                  <figcaption className="flex flex-col gap-1">
                    {year !== null && <span className="text-2xl font-bold print:text-[26pt]">{year}</span>}
                    {photo.story && <span>{photo.story}</span>}
                    {people && <span>{people}</span>}
                    {place && <span>{place}</span>}
                  </figcaption>
                </figure>
              );
            })}
          </section>
        );
      })}
      {book.songs.length > 0 && (
        <section aria-labelledby="book-songs" className="flex flex-col gap-6 break-before-page">
          <h2 id="book-songs" className="text-3xl font-bold sm:text-4xl print:text-[32pt]">
            {t`Songs`}
          </h2>
          <ul className="flex flex-col gap-4">
            {book.songs.map((song, i) => (
              <li key={`${song.title}-${i}`} className="break-inside-avoid">
                <span className="font-bold">{song.title}</span>
                {song.artist && <span> · {song.artist}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
