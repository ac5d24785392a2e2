import type { BabelFileResult } from '@babel/core';

export function usesMacros(code: string, filename: string): boolean;
export function transformMacros(code: string, filename: string, strip: boolean): Promise<BabelFileResult | null>;
export function transformMacrosSync(code: string, filename: string): BabelFileResult | null;
