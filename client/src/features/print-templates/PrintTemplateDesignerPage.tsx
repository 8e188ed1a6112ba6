/**
 * /printTemplate?id=…, a tool page: the designer of one print template (spec 02 §2; issue 18 C).
 * A page of the template's size drawn in mm; a palette adds texts, order fields, Code 128 barcodes,
 * QR codes, images, lines, boxes and a table (rows repeating over the record's lines, paged by the
 * server); elements are dragged with pointer events (snapped to 0.5 mm, kept on the page) and resized
 * by the handle of the selected one; the properties panel edits the selected one; Preview asks the server for the
 * PDF of the unsaved layout with example values; Save stores the JSON (checked again by the server).
 */
import { Badge, Box, Button, Flex, HStack, Image, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  PRINT_FIELDS,
  PRINT_PAGE_SIZES,
  printLayout,
  type PrintElement,
  type PrintField,
  type PrintLayout,
  type PrintLineField,
  type PrintTemplateKind,
} from '@erp/schema';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useMessageText } from '../../ui';
import { featurePage, PageFrame } from '../../ui/FeatureScope';
import { useFeatureText } from '../../i18n/featureIntl';
import { usePrintTemplate, usePrintTemplateCommands } from './hooks';
import { printTemplatesMessages } from './messages';
import { openPdf } from './pdf';
import { Check, clamp, FontSizeField, NumberField } from './components/DesignerFields';
import { newTable, TableBody, TableProperties } from './components/TableElement';

export const PrintTemplateDesignerPage = featurePage(printTemplatesMessages, DesignerScreen);

type ElementType = PrintElement['type'];
const PALETTE: ElementType[] = ['text', 'field', 'barcode', 'qr', 'image', 'line', 'box', 'table'];
/** Smallest size the resize handle leaves (mm). */
const MIN_MM = 2;

const snap = (v: number) => Math.round(v * 2) / 2;

/** A new element of a type, placed near the page's top-left corner. */
function newElement(type: ElementType, page: PrintLayout['page'], lineLabel: (f: PrintLineField) => string): PrintElement {
  const w = Math.min(40, page.width - 10);
  switch (type) {
    case 'table':
      return newTable(page, lineLabel);
    case 'text':
      return { type, x: 5, y: 5, w, h: 6, text: '{orderNo}', fontSize: 10, bold: false };
    case 'field':
      return { type, x: 5, y: 5, w, h: 6, field: 'orderNo', label: false, fontSize: 10, bold: false };
    case 'barcode':
      return { type, x: 5, y: 5, w, h: 15, field: 'trackingNo', showText: true };
    case 'qr':
      return { type, x: 5, y: 5, w: 20, h: 20, field: 'orderNo' };
    case 'image':
      return {
        type,
        x: 5,
        y: 5,
        w: 20,
        h: 20,
        src: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      };
    case 'line':
      return { type, x: 5, y: 5, w, h: 0, thickness: 0.3 };
    case 'box':
      return { type, x: 5, y: 5, w, h: 20, thickness: 0.3 };
  }
}

function DesignerScreen() {
  const t = useFeatureText(printTemplatesMessages);
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const { record, loading, error } = usePrintTemplate(id);
  const [layout, setLayout] = useState<PrintLayout | null>(null);
  const [name, setName] = useState('');

  useEffect(() => {
    if (!record) return;
    const parsed = printLayout.safeParse(record.layout);
    if (parsed.success) setLayout(parsed.data);
    setName(record.name);
  }, [record]);

  const title = record ? `${t('printTemplates.designer.title')} · ${record.name}` : t('printTemplates.designer.title');
  if (!id) return <PageFrame title={title}>{<Text color="fg.muted">{t('printTemplates.designer.none')}</Text>}</PageFrame>;
  if (!loading && !error && !record)
    return (
      <PageFrame title={title}>
        <Text color="fg.muted">{t('printTemplates.designer.notFound')}</Text>
      </PageFrame>
    );
  return (
    <PageFrame title={title}>
      {record && layout ? (
        <Designer id={record.id} kind={record.kind as PrintTemplateKind} name={name} layout={layout} onChange={setLayout} />
      ) : (
        <Text color="fg.muted">{error ? t('printTemplates.failed') : '…'}</Text>
      )}
    </PageFrame>
  );
}

function Designer({
  id,
  kind,
  name,
  layout,
  onChange,
}: {
  id: number;
  kind: PrintTemplateKind;
  name: string;
  layout: PrintLayout;
  onChange: (l: PrintLayout) => void;
}) {
  const t = useFeatureText(printTemplatesMessages);
  const m = useMessageText();
  const commands = usePrintTemplateCommands();
  const [selected, setSelected] = useState<number | null>(null);
  // moving (x, y) or, from the handle, resizing (w, h) the element at `index`
  const drag = useRef<{ index: number; resize: boolean; startX: number; startY: number; x: number; y: number } | null>(null);
  const { width, height } = layout.page;
  // pixels per mm: the page fits about 640 px high and 560 px wide
  const scale = Math.min(4, 640 / height, 560 / width);

  const update = (index: number, patch: Partial<PrintElement>) =>
    onChange({ ...layout, elements: layout.elements.map((e, i) => (i === index ? ({ ...e, ...patch } as PrintElement) : e)) });

  const onPointerDown =
    (index: number, resize = false) =>
    (ev: ReactPointerEvent<HTMLDivElement>) => {
      ev.preventDefault();
      ev.stopPropagation();
      setSelected(index);
      const e = layout.elements[index];
      if (!e) return;
      drag.current = resize
        ? { index, resize, startX: ev.clientX, startY: ev.clientY, x: e.w, y: e.h }
        : { index, resize, startX: ev.clientX, startY: ev.clientY, x: e.x, y: e.y };
      // (jsdom has no pointer capture)
      ev.currentTarget.setPointerCapture?.(ev.pointerId);
    };
  const onPointerMove = (ev: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const e = layout.elements[d.index];
    if (!e) return;
    if (d.resize) {
      const w = clamp(snap(d.x + (ev.clientX - d.startX) / scale), MIN_MM, width - e.x);
      // a line keeps its height (0 for a horizontal rule)
      const h = e.type === 'line' ? e.h : clamp(snap(d.y + (ev.clientY - d.startY) / scale), MIN_MM, height - e.y);
      if (w !== e.w || h !== e.h) update(d.index, { w, h });
      return;
    }
    const x = clamp(snap(d.x + (ev.clientX - d.startX) / scale), 0, width - e.w);
    const y = clamp(snap(d.y + (ev.clientY - d.startY) / scale), 0, height - e.h);
    if (x !== e.x || y !== e.y) update(d.index, { x, y });
  };
  const onPointerUp = (ev: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = null;
    if (ev.currentTarget.hasPointerCapture?.(ev.pointerId)) ev.currentTarget.releasePointerCapture(ev.pointerId);
  };

  const add = (type: ElementType) => {
    onChange({ ...layout, elements: [...layout.elements, newElement(type, layout.page, lineLabel)] });
    setSelected(layout.elements.length);
  };
  const remove = (index: number) => {
    onChange({ ...layout, elements: layout.elements.filter((_, i) => i !== index) });
    setSelected(null);
  };
  const setPage = (key: string) => {
    const size = PRINT_PAGE_SIZES[key];
    if (!size) return;
    // elements that would fall off the smaller page are pulled back onto it
    const elements = layout.elements.map((e) => {
      const w = Math.min(e.w, size.width);
      const h = Math.min(e.h, size.height);
      return { ...e, w, h, x: clamp(e.x, 0, size.width - w), y: clamp(e.y, 0, size.height - h) };
    });
    onChange({ page: { ...size }, elements });
  };

  const save = () =>
    void commands.update({ id, input: { kind, name, layout } }, { success: t('printTemplates.designer.saved'), failure: t('printTemplates.failed') });
  const preview = async () => {
    const outcome = await commands.preview({ layout }, { failure: t('printTemplates.failed') });
    if (outcome.ok) openPdf(outcome.data.contentBase64, outcome.data.filename);
  };

  const pageKey = Object.entries(PRINT_PAGE_SIZES).find(([, s]) => s.width === width && s.height === height)?.[0] ?? '';
  const sel = selected != null ? layout.elements[selected] : undefined;
  const typeLabel = (type: ElementType) => t(`printTemplates.designer.add.${type}`);
  const fieldLabel = (f: PrintField) => m(`print.field.${f}`);
  const lineLabel = (f: PrintLineField) => t(`printTemplates.line.${f}`);

  return (
    <Flex gap="4" align="start" wrap={{ base: 'wrap', lg: 'nowrap' }}>
      <Stack gap="2" minW="150px" aria-label={t('printTemplates.designer.palette')} role="toolbar" aria-orientation="vertical">
        <Text fontWeight="semibold">{t('printTemplates.designer.palette')}</Text>
        {PALETTE.map((type) => (
          <Button key={type} size="sm" variant="outline" justifyContent="start" onClick={() => add(type)}>
            + {typeLabel(type)}
          </Button>
        ))}
        <Text fontWeight="semibold" mt="3">
          {t('printTemplates.designer.page')}
        </Text>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={t('printTemplates.designer.page')} value={pageKey} onChange={(e) => setPage(e.target.value)}>
            {pageKey ? null : <option value="">{`${t('printTemplates.designer.custom')} ${width} × ${height}`}</option>}
            {Object.entries(PRINT_PAGE_SIZES).map(([key, s]) => (
              <option key={key} value={key}>
                {key === 'A4' || key === 'A5' ? `${key} (${s.width} × ${s.height})` : `${s.width} × ${s.height} mm`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack mt="3">
          <Button size="sm" colorPalette="teal" onClick={save} loading={commands.busy}>
            {t('printTemplates.designer.save')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void preview()} disabled={commands.busy}>
            {t('printTemplates.designer.preview')}
          </Button>
        </HStack>
      </Stack>

      <Box overflow="auto" p="3" bg="bg.muted" borderRadius="md" flexShrink={0}>
        <Box
          role="region"
          aria-label={t('printTemplates.designer.canvas', { w: width, h: height })}
          position="relative"
          bg="white"
          boxShadow="md"
          width={`${width * scale}px`}
          height={`${height * scale}px`}
          onPointerDown={(ev) => ev.target === ev.currentTarget && setSelected(null)}
          data-testid="designer-page"
        >
          {layout.elements.map((e, i) => (
            <Box
              key={i}
              data-testid={`element-${i}`}
              aria-label={t('printTemplates.designer.element', {
                type: typeLabel(e.type),
                name:
                  'field' in e
                    ? fieldLabel(e.field)
                    : e.type === 'text'
                      ? e.text
                      : e.type === 'table'
                        ? t('printTemplates.designer.table.name', { count: e.columns.length })
                        : '',
              })}
              position="absolute"
              left={`${e.x * scale}px`}
              top={`${e.y * scale}px`}
              width={`${Math.max(e.w * scale, 4)}px`}
              height={`${Math.max(e.h * scale, e.type === 'line' ? 4 : 4)}px`}
              cursor="move"
              outline={selected === i ? '2px solid' : '1px dashed'}
              outlineColor={selected === i ? 'teal.500' : 'gray.300'}
              overflow="hidden"
              style={{ touchAction: 'none' }}
              onPointerDown={onPointerDown(i)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
            >
              <ElementBody element={e} scale={scale} fieldLabel={fieldLabel} />
              {selected === i ? (
                <Box
                  role="button"
                  aria-label={t('printTemplates.designer.resize')}
                  title={t('printTemplates.designer.resize')}
                  data-testid={`resize-${i}`}
                  position="absolute"
                  right="0"
                  bottom="0"
                  width="10px"
                  height="10px"
                  bg="teal.500"
                  cursor="nwse-resize"
                  onPointerDown={onPointerDown(i, true)}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                />
              ) : null}
            </Box>
          ))}
        </Box>
      </Box>

      <Stack gap="2" minW="240px" flex="1" aria-label={t('printTemplates.designer.properties')} role="group">
        <Text fontWeight="semibold">{t('printTemplates.designer.properties')}</Text>
        {sel && selected != null ? (
          <Properties
            element={sel}
            page={layout.page}
            onChange={(patch) => update(selected, patch)}
            onRemove={() => remove(selected)}
            fieldLabel={fieldLabel}
          />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t('printTemplates.designer.noSelection')}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}

function ElementBody({ element: e, scale, fieldLabel }: { element: PrintElement; scale: number; fieldLabel: (f: PrintField) => string }) {
  const font = (size: number) => `${Math.max(6, (size * scale * 25.4) / 72)}px`;
  switch (e.type) {
    case 'text':
      return (
        <Text fontSize={font(e.fontSize)} fontWeight={e.bold ? 'bold' : 'normal'} lineHeight="1.1" color="black" userSelect="none">
          {e.text}
        </Text>
      );
    case 'field':
      return (
        <Text fontSize={font(e.fontSize)} fontWeight={e.bold ? 'bold' : 'normal'} lineHeight="1.1" color="teal.700" userSelect="none">
          {`{${fieldLabel(e.field)}}`}
        </Text>
      );
    case 'barcode':
      return (
        <Box
          h="full"
          bg="repeating-linear-gradient(90deg, #000 0 2px, #fff 2px 4px, #000 4px 5px, #fff 5px 8px)"
          display="flex"
          alignItems="end"
          justifyContent="center"
        >
          <Badge size="xs" variant="solid" colorPalette="gray">
            {fieldLabel(e.field)}
          </Badge>
        </Box>
      );
    case 'qr':
      return (
        <Box h="full" borderWidth="3px" borderColor="black" display="flex" alignItems="center" justifyContent="center" fontSize="xs" color="black">
          QR
        </Box>
      );
    case 'image':
      return <Image src={e.src} alt="" w="full" h="full" objectFit="contain" draggable={false} />;
    case 'line':
      return <Box borderTopWidth={`${Math.max(1, e.thickness * scale)}px`} borderColor="black" mt="1px" />;
    case 'box':
      return <Box h="full" borderWidth={`${Math.max(1, e.thickness * scale)}px`} borderColor="black" />;
    case 'table':
      return <TableBody table={e} scale={scale} />;
  }
}

function Properties({
  element: e,
  page,
  onChange,
  onRemove,
  fieldLabel,
}: {
  element: PrintElement;
  page: PrintLayout['page'];
  onChange: (patch: Partial<PrintElement>) => void;
  onRemove: () => void;
  fieldLabel: (f: PrintField) => string;
}) {
  const t = useFeatureText(printTemplatesMessages);
  const readImage = (file: File | undefined) => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === 'string' && onChange({ src: reader.result });
    reader.readAsDataURL(file);
  };
  return (
    <Stack gap="2">
      <Text fontSize="sm">{t(`printTemplates.designer.add.${e.type}`)}</Text>
      <HStack>
        <NumberField label={t('printTemplates.designer.x')} value={e.x} max={page.width - e.w} onChange={(x) => onChange({ x })} />
        <NumberField label={t('printTemplates.designer.y')} value={e.y} max={page.height - e.h} onChange={(y) => onChange({ y })} />
      </HStack>
      <HStack>
        <NumberField label={t('printTemplates.designer.w')} value={e.w} max={page.width - e.x} onChange={(w) => onChange({ w })} />
        <NumberField label={t('printTemplates.designer.h')} value={e.h} max={page.height - e.y} onChange={(h) => onChange({ h })} />
      </HStack>
      {e.type === 'text' ? (
        <label>
          <Text fontSize="xs" color="fg.muted">
            {t('printTemplates.designer.text')}
          </Text>
          <Textarea size="sm" aria-label={t('printTemplates.designer.text')} value={e.text} onChange={(ev) => onChange({ text: ev.target.value })} />
        </label>
      ) : null}
      {'field' in e ? (
        <label>
          <Text fontSize="xs" color="fg.muted">
            {t('printTemplates.designer.field')}
          </Text>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t('printTemplates.designer.field')}
              value={e.field}
              onChange={(ev) => onChange({ field: ev.target.value as PrintField })}
            >
              {PRINT_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {fieldLabel(f)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </label>
      ) : null}
      {e.type === 'text' || e.type === 'field' ? (
        <>
          <FontSizeField value={e.fontSize} onChange={(fontSize) => onChange({ fontSize })} />
          <Check label={t('printTemplates.designer.bold')} checked={e.bold} onChange={(bold) => onChange({ bold })} />
          {e.type === 'field' ? <Check label={t('printTemplates.designer.label')} checked={e.label} onChange={(label) => onChange({ label })} /> : null}
        </>
      ) : null}
      {e.type === 'barcode' ? (
        <Check label={t('printTemplates.designer.showText')} checked={e.showText} onChange={(showText) => onChange({ showText })} />
      ) : null}
      {e.type === 'line' || e.type === 'box' ? (
        <NumberField
          label={t('printTemplates.designer.thickness')}
          value={e.thickness}
          min={0.1}
          max={5}
          step={0.1}
          onChange={(thickness) => onChange({ thickness })}
        />
      ) : null}
      {e.type === 'table' ? <TableProperties table={e} onChange={onChange} /> : null}
      {e.type === 'image' ? (
        <label>
          <Text fontSize="xs" color="fg.muted">
            {t('printTemplates.designer.image')}
          </Text>
          <input type="file" accept="image/png,image/jpeg" aria-label={t('printTemplates.designer.image')} onChange={(ev) => readImage(ev.target.files?.[0])} />
        </label>
      ) : null}
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
        {t('printTemplates.designer.remove')}
      </Button>
    </Stack>
  );
}
