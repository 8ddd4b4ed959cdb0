'use client';

export { ErrorView as default } from '@/components/errors/ErrorView';
