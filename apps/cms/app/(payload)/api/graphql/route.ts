/* Payload generated this file; its POST answers through quietGraphQL (no "Did you mean" in production). */
import config from '@payload-config';
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes';
import { quietGraphQL } from '../../../../src/quiet-graphql';

export const POST = quietGraphQL(GRAPHQL_POST(config));

export const OPTIONS = REST_OPTIONS(config);
