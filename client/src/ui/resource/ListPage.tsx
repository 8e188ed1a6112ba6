/**
 * A list screen described as data (issue 16): the page frame, the filter bar, the table with its
 * "add" button and remembered columns, and the dialogs it opens, from one descriptor (`page`) and
 * the list screen's state; the screen keeps only its columns, commands and dialogs.
 *
 *   const screen = useListScreen({ ...warehouseList, fields: [textField('keyword', t('filter.keyword'))], toFilter });
 *   <ListPage
 *     page={{
 *       title: t('title'),
 *       description: t('description'),
 *       emptyText: t('empty'),
 *       name: 'warehouses',
 *       create: { permission: 'warehouse.create', label: t('add'), onClick: () => dialog.open(…) },
 *     }}
 *     screen={screen}
 *     columns={columns}
 *   >
 *     {dialog.current ? <WarehouseDialog … /> : null}
 *   </ListPage>
 *
 * `ListTable`: the same without the page frame (a tab, a dialog). The table's accessible name is the title; `name` keys the remembered columns
 * (`table.<name>.columns`). Without filter fields no filter bar shows.
 */
import type { PermissionName } from '@erp/schema';
import type { ReactNode } from 'react';
import { CreateButton } from '../CreateButton';
import { DataTable, type DataTableColumn, type DataTableProps } from '../DataTable';
import { PageFrame } from '../FeatureScope';
import { FilterBar, type FilterBarProps, type FilterField } from '../FilterBar';

/** The "add / create" button of a list: who may, what it says, what it opens. */
export interface CreateCommand {
  permission: PermissionName;
  label: string;
  onClick: () => void;
}

type TableState<T> = Pick<DataTableProps<T>, 'rows' | 'total' | 'page' | 'pageSize' | 'onPageChange'> & Partial<DataTableProps<T>>;

/** What a list page is, as data: its texts, its remembered columns, its "add" command. */
export interface ListPageSpec {
  title: string;
  description?: ReactNode;
  /** Buttons at the page's top right (a tool menu, an export). */
  actions?: ReactNode;
  /** The table's text when there are no rows. */
  emptyText?: ReactNode;
  /** Remembered shown / hidden columns: `table.<name>.columns`. */
  name?: string;
  create?: CreateCommand;
  /** More controls at the table's left, before the create button. */
  toolbar?: ReactNode;
}

/**
 * A list page whose texts follow one message-id prefix: `<prefix>.title`, `.description`, `.empty`,
 * and `.add` on the create button; `name` keys the remembered columns, `more` adds or overrides.
 *
 *   page={pageOf(t, 'pricingTemplates', 'pricingTemplates', { permission: 'pricingTemplate.update', onClick: () => dialog.open({ template: null }) })}
 */
export function pageOf<P extends string>(
  t: (id: `${P}.title` | `${P}.description` | `${P}.empty`) => string,
  prefix: P,
  name: string,
  create?: undefined,
  more?: Partial<ListPageSpec>,
): ListPageSpec;
/** With a create command: its label is `<prefix>.add` (a `more.create` of its own overrides it). */
export function pageOf<P extends string>(
  t: (id: `${P}.title` | `${P}.description` | `${P}.empty` | `${P}.add`) => string,
  prefix: P,
  name: string,
  create?: Omit<CreateCommand, 'label'>,
  more?: Partial<ListPageSpec>,
): ListPageSpec;
export function pageOf<P extends string>(
  t: (id: `${P}.title` | `${P}.description` | `${P}.empty`) => string,
  prefix: P,
  name: string,
  create?: Omit<CreateCommand, 'label'>,
  more?: Partial<ListPageSpec>,
): ListPageSpec {
  return {
    title: t(`${prefix}.title`),
    description: t(`${prefix}.description`),
    emptyText: t(`${prefix}.empty`),
    name,
    create: create && { ...create, label: (t as (id: string) => string)(`${prefix}.add`) },
    ...more,
  };
}

/**
 * A list page whose title and description follow one message-id prefix (`<prefix>.title`,
 * `.description`) and whose empty text is its own (often shared by the feature's lists); `more` adds
 * or overrides (toolbar, actions, create).
 *
 *   page={titledPage(t, 'ps.available', 'productsAvailableList', t('ps.empty.available'))}
 */
export function titledPage<P extends string>(
  t: (id: `${P}.title` | `${P}.description`) => string,
  prefix: P,
  name: string,
  emptyText: ReactNode,
  more?: Partial<ListPageSpec>,
): ListPageSpec {
  return { title: t(`${prefix}.title`), description: t(`${prefix}.description`), emptyText, name, ...more };
}

export interface ListPageProps<T> extends Partial<Omit<DataTableProps<T>, 'columns' | 'rows' | 'toolbar' | 'emptyText' | 'page'>> {
  page: ListPageSpec;
  /** `useListScreen`'s answer (or any `{ table, filterBar? }`): the table's rows and state, the filter bar. */
  screen: { table: TableState<T>; filterBar?: FilterBarProps };
  columns: DataTableColumn<T>[];
  /** A filter bar of the screen's own (extra handlers) instead of `screen.filterBar`'s. */
  filterBar?: ReactNode;
  /** Between the filter bar and the table (status tabs, a notice). */
  above?: ReactNode;
  /** The dialogs the screen opens. */
  children?: ReactNode;
}

/** A list without its page frame (a tab, a dialog): filter bar, what is above the table, the table; `page.title` names the table. */
export function ListTable<T>({ page, screen, columns, filterBar, above, children, ...table }: ListPageProps<T>) {
  const { title, emptyText, name, create, toolbar } = page;
  const fields: FilterField[] = screen.filterBar?.fields ?? [];
  const button = create ? (
    <CreateButton permission={create.permission} onClick={create.onClick}>
      {create.label}
    </CreateButton>
  ) : null;
  return (
    <>
      {filterBar ?? (screen.filterBar && fields.length > 0 ? <FilterBar {...screen.filterBar} /> : null)}
      {above}
      <DataTable<T>
        rowKey={'id' as keyof T & string}
        aria-label={title}
        {...screen.table}
        columnsStorageKey={name ? `table.${name}.columns` : undefined}
        emptyText={emptyText}
        {...table}
        columns={columns}
        toolbar={
          toolbar && button ? (
            <>
              {toolbar}
              {button}
            </>
          ) : (
            (toolbar ?? button ?? undefined)
          )
        }
      />
      {children}
    </>
  );
}

export function ListPage<T>(props: ListPageProps<T>) {
  const { title, description, actions } = props.page;
  return (
    <PageFrame title={title} description={description} actions={actions}>
      <ListTable<T> {...props} />
    </PageFrame>
  );
}
