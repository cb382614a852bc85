import { DesktopOutlined, EditOutlined, PhoneOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { ROOM_EQUIPMENT, type RoomEquipment } from '@venus/shared';
import { Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<RoomEquipment, ComponentType> = {
  screen: DesktopOutlined,
  videoConference: VideoCameraOutlined,
  phone: PhoneOutlined,
  whiteboard: EditOutlined,
};

export const equipmentOptions = (t: TFunction) =>
  ROOM_EQUIPMENT.map((item) => ({ value: item, label: t(`meetingsUi.equipment.${item}`) }));

/** A room's equipment as small named icons. */
export function EquipmentIcons({ equipment }: { equipment: readonly RoomEquipment[] }) {
  const { t } = useTranslation();
  return (
    <span className="venus-meeting-equipment">
      {equipment.map((item) => {
        const Icon = ICONS[item];
        return (
          <Tooltip key={item} title={t(`meetingsUi.equipment.${item}`)}>
            <span role="img" aria-label={t(`meetingsUi.equipment.${item}`)}>
              <Icon />
            </span>
          </Tooltip>
        );
      })}
    </span>
  );
}
