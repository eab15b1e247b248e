import { Fragment } from 'react';

/**
 * Text that may wrap after each `/` (long routes and URIs in narrow tables). Screen readers may read the parts
 * apart: give the enclosing link or cell the whole text as its name.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split('/');
  return (
    <>
      {parts.map((part, i) => (
        // The parts of one text never reorder: the index is a stable key.
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              /<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
