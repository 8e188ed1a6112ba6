/** Binds each provider warehouse of an authorization to one of the seller's warehouses of type overseas. */
import { Stack, Text, HStack } from '@chakra-ui/react';
import { useFeatureText } from '../../../i18n/featureIntl';
import { ChoiceSelect } from '../../../ui/ChoiceSelect';
import { InfoDialog } from '../../../ui/resource';
import { useWarehouseOptions } from '../../warehouses/pickers';
import { useAuthCommands, type AuthRow } from '../hooks';
import { overseasMessages } from '../messages';

export function BindDialog({ auth, onClose }: { auth: AuthRow; onClose: () => void }) {
  const t = useFeatureText(overseasMessages);
  const commands = useAuthCommands();
  const { options } = useWarehouseOptions();
  const overseas = options.filter((o) => o.type === 'overseas').map((o) => ({ value: String(o.id), label: o.name }));
  return (
    <InfoDialog title={t('overseas.bindTitle', { name: auth.name })} onClose={onClose} size="lg">
      <Stack gap={3}>
        <Text textStyle="sm" color="fg.muted">
          {t('overseas.bindHint')}
        </Text>
        {auth.warehouses.map((pw) => (
          <HStack key={pw.id} justify="space-between">
            <Text fontSize="sm">
              {pw.code} · {pw.name} {pw.available ? '' : `(${t('overseas.unavailable')})`}
            </Text>
            <ChoiceSelect
              aria-label={pw.code}
              width="16rem"
              value={pw.warehouseId ? String(pw.warehouseId) : ''}
              empty={t('overseas.notBound')}
              options={overseas}
              onChange={(v) =>
                void commands.bind(
                  { input: { providerWarehouseId: pw.id, warehouseId: v ? Number(v) : null } },
                  { success: t('overseas.bindSaved', { code: pw.code }) },
                )
              }
            />
          </HStack>
        ))}
      </Stack>
    </InfoDialog>
  );
}
