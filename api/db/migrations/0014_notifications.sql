CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`url` text NOT NULL,
	`facts` text DEFAULT '[]' NOT NULL,
	`read_at` text,
	`fanned_out_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_key_unique` ON `notifications` (`key`);--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`user_id`) WHERE read_at IS NULL;--> statement-breakpoint
CREATE INDEX `notifications_fan_out_idx` ON `notifications` (`created_at`) WHERE fanned_out_at IS NULL;--> statement-breakpoint
CREATE TABLE `outgoing_texts` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`user_id` text,
	`to_number` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_error` text,
	`provider_id` text,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outgoing_texts_key_unique` ON `outgoing_texts` (`key`);--> statement-breakpoint
CREATE INDEX `outgoing_texts_due_idx` ON `outgoing_texts` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outgoing_texts_created_idx` ON `outgoing_texts` (`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_push_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`ticket_id` text,
	`notification_id` text,
	`subscription_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`ticket_id`) REFERENCES `job_tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_push_deliveries`("id", "ticket_id", "notification_id", "subscription_id", "status", "attempts", "next_attempt_at", "last_error", "created_at", "sent_at") SELECT "id", "ticket_id", NULL, "subscription_id", "status", "attempts", "next_attempt_at", "last_error", "created_at", "sent_at" FROM `push_deliveries`;--> statement-breakpoint
DROP TABLE `push_deliveries`;--> statement-breakpoint
ALTER TABLE `__new_push_deliveries` RENAME TO `push_deliveries`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `push_deliveries_once_idx` ON `push_deliveries` (`ticket_id`,`subscription_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `push_deliveries_notification_once_idx` ON `push_deliveries` (`notification_id`,`subscription_id`);--> statement-breakpoint
CREATE INDEX `push_deliveries_due_idx` ON `push_deliveries` (`status`,`next_attempt_at`);