import Link from 'next/link';

/** Replaces Payload's first-user form (see api/users/first-register/route.ts). */
export const metadata = { title: 'No staff account yet · Farmadria CMS' };

export default function NoFirstUser() {
  return (
    <main style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}>
      <h1>No staff account yet</h1>
      <p>The first administrator is created on the server, not here:</p>
      <pre style={{ whiteSpace: 'pre-wrap', background: '#f3f4f6', padding: '1rem' }}>npm run cms -- create-user --email you@example.com --role admin</pre>
      <p>
        Then sign in at <Link href="/admin/login">/admin/login</Link>.
      </p>
    </main>
  );
}
