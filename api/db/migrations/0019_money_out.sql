CREATE TABLE `ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`from_account` text NOT NULL,
	`to_account` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`order_id` text,
	`payment_id` text,
	`refund_id` text,
	`ticket_id` text,
	`payout_id` text,
	`invoice_id` text,
	`available_on` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_key_unique` ON `ledger_entries` (`key`);--> statement-breakpoint
CREATE INDEX `ledger_from_idx` ON `ledger_entries` (`from_account`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_to_idx` ON `ledger_entries` (`to_account`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_order_idx` ON `ledger_entries` (`order_id`);--> statement-breakpoint
CREATE INDEX `ledger_created_idx` ON `ledger_entries` (`created_at`);--> statement-breakpoint
CREATE TABLE `payout_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`payee_kind` text NOT NULL,
	`payee_id` text NOT NULL,
	`provider` text NOT NULL,
	`stripe_account_id` text,
	`method` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_accounts_stripe_account_id_unique` ON `payout_accounts` (`stripe_account_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payout_accounts_payee_idx` ON `payout_accounts` (`payee_kind`,`payee_id`);--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`payee_kind` text NOT NULL,
	`payee_id` text NOT NULL,
	`item_key` text NOT NULL,
	`order_id` text,
	`ticket_id` text,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider` text NOT NULL,
	`transfer_id` text,
	`transfer_group` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`paid_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_transfer_id_unique` ON `payouts` (`transfer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_item_idx` ON `payouts` (`payee_kind`,`payee_id`,`item_key`);--> statement-breakpoint
CREATE INDEX `payouts_status_idx` ON `payouts` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `plan_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`tier` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`period_start` text NOT NULL,
	`period_end` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`provider_invoice_id` text,
	`intent_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`paid_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `plan_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_invoices_provider_invoice_id_unique` ON `plan_invoices` (`provider_invoice_id`);--> statement-breakpoint
CREATE INDEX `plan_invoices_subscription_idx` ON `plan_invoices` (`subscription_id`,`period_start`);--> statement-breakpoint
CREATE UNIQUE INDEX `plan_invoices_period_idx` ON `plan_invoices` (`subscription_id`,`period_start`);--> statement-breakpoint
CREATE TABLE `plan_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`vendor_id` text NOT NULL,
	`user_id` text NOT NULL,
	`tier` text NOT NULL,
	`status` text DEFAULT 'incomplete' NOT NULL,
	`provider` text NOT NULL,
	`provider_subscription_id` text,
	`current_period_start` text,
	`current_period_end` text,
	`next_tier` text,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`grace_until` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_subscriptions_vendor_id_unique` ON `plan_subscriptions` (`vendor_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `plan_subscriptions_provider_subscription_id_unique` ON `plan_subscriptions` (`provider_subscription_id`);--> statement-breakpoint
CREATE INDEX `plan_subscriptions_due_idx` ON `plan_subscriptions` (`status`,`current_period_end`);--> statement-breakpoint
ALTER TABLE `orders` ADD `fee_rate_bps` integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `fee_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `settled_at` text;