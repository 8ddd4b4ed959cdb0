import { BuildStatus as BuildStatus_8e46b28838d2e01b4fb58932010f7415 } from '../../../src/components/BuildStatus'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/BuildStatus#BuildStatus": BuildStatus_8e46b28838d2e01b4fb58932010f7415,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
