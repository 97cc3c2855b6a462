CREATE TABLE `calendar_feeds` (
	`id` text PRIMARY KEY NOT NULL,
	`vendor_id` text,
	`worker_id` text,
	`token` text NOT NULL,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`worker_id`) REFERENCES `gig_workers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_unique` ON `calendar_feeds` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_vendor_idx` ON `calendar_feeds` (`vendor_id`) WHERE vendor_id is not null and revoked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_worker_idx` ON `calendar_feeds` (`worker_id`) WHERE worker_id is not null and revoked_at is null;--> statement-breakpoint
CREATE TABLE `email_opt_outs` (
	`email` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`email`, `kind`)
);
--> statement-breakpoint
CREATE TABLE `external_busy_days` (
	`calendar_id` text NOT NULL,
	`vendor_id` text NOT NULL,
	`day` text NOT NULL,
	PRIMARY KEY(`calendar_id`, `day`),
	FOREIGN KEY (`calendar_id`) REFERENCES `external_calendars`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `external_busy_days_vendor_idx` ON `external_busy_days` (`vendor_id`,`day`);--> statement-breakpoint
CREATE TABLE `external_calendars` (
	`id` text PRIMARY KEY NOT NULL,
	`vendor_id` text NOT NULL,
	`url` text NOT NULL,
	`last_fetched_at` text,
	`last_error` text,
	`next_fetch_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `external_calendars_vendor_url_idx` ON `external_calendars` (`vendor_id`,`url`);--> statement-breakpoint
CREATE INDEX `external_calendars_due_idx` ON `external_calendars` (`next_fetch_at`);--> statement-breakpoint
CREATE TABLE `favorite_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `favorite_shares_token_hash_unique` ON `favorite_shares` (`token_hash`);--> statement-breakpoint
CREATE INDEX `favorite_shares_user_idx` ON `favorite_shares` (`user_id`,`revoked_at`);--> statement-breakpoint
CREATE TABLE `favorites` (
	`user_id` text NOT NULL,
	`vendor_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `vendor_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `favorites_vendor_idx` ON `favorites` (`vendor_id`);--> statement-breakpoint
ALTER TABLE `quote_offers` ADD `declined_at` text;--> statement-breakpoint
ALTER TABLE `quote_offers` ADD `decline_reason` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `photos` text DEFAULT '[]' NOT NULL;