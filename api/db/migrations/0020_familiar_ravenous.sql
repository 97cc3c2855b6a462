PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_plan_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`vendor_id` text NOT NULL,
	`user_id` text,
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
INSERT INTO `__new_plan_subscriptions`("id", "vendor_id", "user_id", "tier", "status", "provider", "provider_subscription_id", "current_period_start", "current_period_end", "next_tier", "cancel_at_period_end", "grace_until", "created_at", "updated_at") SELECT "id", "vendor_id", "user_id", "tier", "status", "provider", "provider_subscription_id", "current_period_start", "current_period_end", "next_tier", "cancel_at_period_end", "grace_until", "created_at", "updated_at" FROM `plan_subscriptions`;--> statement-breakpoint
DROP TABLE `plan_subscriptions`;--> statement-breakpoint
ALTER TABLE `__new_plan_subscriptions` RENAME TO `plan_subscriptions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `plan_subscriptions_vendor_id_unique` ON `plan_subscriptions` (`vendor_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `plan_subscriptions_provider_subscription_id_unique` ON `plan_subscriptions` (`provider_subscription_id`);--> statement-breakpoint
CREATE INDEX `plan_subscriptions_due_idx` ON `plan_subscriptions` (`status`,`current_period_end`);--> statement-breakpoint
ALTER TABLE `local_payment_intents` ADD `saved_card` text;