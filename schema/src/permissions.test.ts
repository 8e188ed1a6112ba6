import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from './menu';
import { PERMISSION_NAME_LIST } from './permissions.generated';
import { PERMISSIONS_FILE, renderPermissionNames } from './permissions.render';

describe('PermissionName', () => {
  it('is generated from the current menu tree (run `npm run permissions` when this fails)', () => {
    const onDisk = readFileSync(new URL(`./${PERMISSIONS_FILE}`, import.meta.url), 'utf8');
    expect(onDisk).toBe(renderPermissionNames());
  });

  it('lists every permission of the menu once', () => {
    expect(new Set(PERMISSION_NAME_LIST).size).toBe(PERMISSION_NAME_LIST.length);
    expect([...PERMISSION_NAMES].sort()).toEqual([...PERMISSION_NAME_LIST].sort());
  });
});
