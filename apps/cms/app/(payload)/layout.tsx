/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config';
import '@payloadcms/next/css';
import type { ServerFunctionClient } from 'payload';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import React from 'react';

import { buildFormStateHandler } from '@payloadcms/ui/utilities/buildFormState';
import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler';
import { guardServerFunctions } from '../../src/server-functions';
import { importMap } from './admin/importMap.js';
// Patches of Payload's own widgets first (apps/cms/src/payload-patches), then the styles of our own parts.
import '../../src/payload-patches/payload-look.css';
import './custom.css';

type Args = {
  children: React.ReactNode;
};

const guardedServerFunctions = guardServerFunctions({ schedulePublish: schedulePublishHandler, formState: buildFormStateHandler });

const serverFunction: ServerFunctionClient = async function (args) {
  'use server';
  return handleServerFunctions({
    ...args,
    config,
    importMap,
    // Our access rules for the functions that act on a document by id (apps/cms/src/server-functions.ts).
    serverFunctions: guardedServerFunctions,
  });
};

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
);

export default Layout;
