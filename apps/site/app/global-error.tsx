'use client';

/**
 * The last resort, used only when a root layout itself fails: no catalogue
 * can be trusted then, so it speaks plain English.
 */
export default function GlobalError() {
  return (
    <html lang="en-GB">
      <body>
        <main>
          <h1>Something went wrong</h1>
          <p>This page could not be shown. Please try again later.</p>
          <p>
            {/* A full document load on purpose: the app shell itself has failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">Go to the home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}
