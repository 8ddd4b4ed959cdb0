'use client';

export { ErrorView as default } from '@site/components/errors/ErrorView';
