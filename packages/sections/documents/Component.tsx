import { Download, FileText } from 'lucide-react';
import { localeTags } from '@/config/markets';
import { documentsIn } from '@/content/source';
import { format } from '@/i18n/messages';
import { SectionFrame } from '@/ui/SectionFrame';
import { type SectionProps } from '../shared/view';

/** The market's downloadable documents in this language (content), each with its type and size. */
export function Component({ section, ctx, id }: SectionProps<'documents'>) {
  const sizeFormat = new Intl.NumberFormat(localeTags[ctx.locale], { maximumFractionDigits: 0 });
  const files = documentsIn(ctx.locale).map((doc) => ({
    key: doc.key,
    url: doc.url,
    title: doc.title,
    type: doc.type.toUpperCase(),
    size: sizeFormat.format(Math.max(1, Math.round(doc.bytes / 1024))),
  }));
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      {files.length === 0 ? (
        <p className="text-muted">{ctx.t.sections.documentsEmpty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {files.map((file) => (
            <li key={file.key}>
              <a
                href={file.url}
                download
                data-document={file.key}
                className="group flex items-center gap-4 rounded-xl border border-line bg-white p-5 hover:border-brand-600"
              >
                <FileText aria-hidden className="size-9 shrink-0 text-brand-700" />
                <span className="flex-1">
                  <span className="block font-semibold text-brand-900 group-hover:underline">{file.title}</span>
                  <span className="block text-sm text-muted">{format(ctx.t.sections.fileMeta, { type: file.type, size: file.size })}</span>
                </span>
                <Download aria-hidden className="size-5 text-brand-700" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}
