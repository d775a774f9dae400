'use client'
import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'

import { Icon } from '@/components/Icon'
import { ICON_NAMES, ICONS, isIconName } from '@/lib/design'

/**
 * A card's icon chosen by its drawing (issue 30: the select listed names only): each choice shows the
 * icon as the site draws it, with its name; "None" leaves the card without one. A radio group, so
 * the keyboard moves between choices as in any form.
 */
export const IconPicker: SelectFieldClientComponent = ({ field, path }) => {
  const { value, setValue, disabled } = useField<string | null>({ path })
  const name = `${path}-icon`
  const choice = (icon: string | null, label: string, drawing?: React.ReactNode) => {
    const checked = (value ?? null) === icon
    return (
      <label
        key={icon ?? 'none'}
        style={{
          display: 'inline-flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 4,
          width: 92,
          padding: '8px 4px',
          border: `1px solid ${checked ? 'var(--theme-text)' : 'var(--theme-elevation-150)'}`,
          borderRadius: 4,
          background: checked ? 'var(--theme-elevation-100)' : 'transparent',
          cursor: disabled ? 'default' : 'pointer',
          fontSize: 12,
          textAlign: 'center',
        }}
      >
        <input
          type="radio"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={() => setValue(icon)}
          style={{ position: 'absolute', opacity: 0, pointerEvents: 'none' }}
        />
        <span aria-hidden="true" style={{ height: 24 }}>
          {drawing}
        </span>
        {label}
      </label>
    )
  }
  return (
    <div id={`field-${path.replace(/\./g, '__')}`} className="field-type icon-picker" style={{ marginBottom: 'var(--spacing-field)' }}>
      <FieldLabel label={field.label || 'Icon'} path={path} />
      <div
        role="radiogroup"
        aria-label={typeof field.label === 'string' ? field.label : 'Icon'}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 6, position: 'relative' }}
      >
        {choice(null, 'None')}
        {ICON_NAMES.map((icon) => choice(icon, ICONS[icon], <Icon name={icon} />))}
      </div>
      {value && !isIconName(value) && <p>Stored icon “{value}” is no longer offered: choose another.</p>}
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
