enum SettingsPlaceholder {}
