; ModuleID = 'needham_schroeder_mailbox.c'
source_filename = "needham_schroeder_mailbox.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%struct.mailbox_t = type { %union.pthread_cond_t, %union.pthread_cond_t, i32, %struct.msg_t }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.msg_t = type { i32, i32, i32, i32, i32 }

@a_partner = internal global i32 0, align 4, !dbg !0
@network = internal global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !18
@box = internal global [4 x %struct.mailbox_t] zeroinitializer, align 16, !dbg !52
@stirred = internal global %union.pthread_cond_t zeroinitializer, align 8, !dbg !105
@b_partner = internal global i32 0, align 4, !dbg !123
@.str = private unnamed_addr constant [36 x i8] c"!(b_partner == A && a_partner != B)\00", align 1, !dbg !107
@.str.1 = private unnamed_addr constant [28 x i8] c"needham_schroeder_mailbox.c\00", align 1, !dbg !112
@__PRETTY_FUNCTION__.responder = private unnamed_addr constant [24 x i8] c"void *responder(void *)\00", align 1, !dbg !117
@stored = internal global [2 x %struct.msg_t] zeroinitializer, align 16, !dbg !129
@known = internal global i32 8, align 4, !dbg !125
@stored_next = internal global i32 0, align 4, !dbg !127

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !140 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !144, !DIExpression(), !147)
    #dbg_declare(ptr %3, !148, !DIExpression(), !149)
    #dbg_declare(ptr %4, !150, !DIExpression(), !151)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @initiator, ptr noundef null) #6, !dbg !152
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @responder, ptr noundef null) #6, !dbg !153
  %7 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @intruder, ptr noundef null) #6, !dbg !154
  %8 = load i64, ptr %2, align 8, !dbg !155
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !156
  %10 = load i64, ptr %3, align 8, !dbg !157
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !158
  ret i32 0, !dbg !159
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @initiator(ptr noundef %0) #0 !dbg !160 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.msg_t, align 8
  %5 = alloca %struct.msg_t, align 4
  %6 = alloca %struct.msg_t, align 4
  %7 = alloca %struct.msg_t, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !164, !DIExpression(), !165)
  %8 = load ptr, ptr %2, align 8, !dbg !166
    #dbg_declare(ptr %3, !167, !DIExpression(), !168)
  %9 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !169
  %10 = zext i1 %9 to i64, !dbg !169
  %11 = select i1 %9, i32 2, i32 3, !dbg !169
  store i32 %11, ptr %3, align 4, !dbg !168
  %12 = load i32, ptr %3, align 4, !dbg !170
  store i32 %12, ptr @a_partner, align 4, !dbg !171
  %13 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 0, !dbg !172
  %14 = load i32, ptr %3, align 4, !dbg !173
  store i32 %14, ptr %13, align 4, !dbg !172
  %15 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 1, !dbg !172
  store i32 1, ptr %15, align 4, !dbg !172
  %16 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 2, !dbg !172
  store i32 1, ptr %16, align 4, !dbg !172
  %17 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 3, !dbg !172
  store i32 0, ptr %17, align 4, !dbg !172
  %18 = getelementptr inbounds %struct.msg_t, ptr %4, i32 0, i32 4, !dbg !172
  store i32 1, ptr %18, align 4, !dbg !172
  call void @send(ptr noundef byval(%struct.msg_t) align 8 %4), !dbg !174
    #dbg_declare(ptr %5, !175, !DIExpression(), !176)
  br label %19, !dbg !177

19:                                               ; preds = %37, %1
  call void @collect(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %6, i32 noundef 1), !dbg !178
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 20, i1 false), !dbg !178
  %20 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 0, !dbg !182
  %21 = load i32, ptr %20, align 4, !dbg !182
  %22 = icmp eq i32 %21, 1, !dbg !184
  br i1 %22, label %23, label %37, !dbg !185

23:                                               ; preds = %19
  %24 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 1, !dbg !186
  %25 = load i32, ptr %24, align 4, !dbg !186
  %26 = icmp eq i32 %25, 2, !dbg !187
  br i1 %26, label %27, label %37, !dbg !188

27:                                               ; preds = %23
  %28 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 2, !dbg !189
  %29 = load i32, ptr %28, align 4, !dbg !189
  %30 = icmp eq i32 %29, 1, !dbg !190
  br i1 %30, label %31, label %37, !dbg !191

31:                                               ; preds = %27
  %32 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 4, !dbg !192
  %33 = load i32, ptr %32, align 4, !dbg !192
  %34 = load i32, ptr %3, align 4, !dbg !193
  %35 = icmp eq i32 %33, %34, !dbg !194
  br i1 %35, label %36, label %37, !dbg !195

36:                                               ; preds = %31
  br label %38, !dbg !196

37:                                               ; preds = %31, %27, %23, %19
  br label %19, !dbg !197, !llvm.loop !198

38:                                               ; preds = %36
  %39 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 0, !dbg !201
  %40 = load i32, ptr %3, align 4, !dbg !202
  store i32 %40, ptr %39, align 4, !dbg !201
  %41 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 1, !dbg !201
  store i32 3, ptr %41, align 4, !dbg !201
  %42 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 2, !dbg !201
  %43 = getelementptr inbounds %struct.msg_t, ptr %5, i32 0, i32 3, !dbg !203
  %44 = load i32, ptr %43, align 4, !dbg !203
  store i32 %44, ptr %42, align 4, !dbg !201
  %45 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 3, !dbg !201
  store i32 0, ptr %45, align 4, !dbg !201
  %46 = getelementptr inbounds %struct.msg_t, ptr %7, i32 0, i32 4, !dbg !201
  store i32 0, ptr %46, align 4, !dbg !201
  call void @send(ptr noundef byval(%struct.msg_t) align 8 %7), !dbg !204
  ret ptr null, !dbg !205
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @responder(ptr noundef %0) #0 !dbg !206 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.msg_t, align 4
  %4 = alloca %struct.msg_t, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.msg_t, align 8
  %7 = alloca %struct.msg_t, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !207, !DIExpression(), !208)
  %8 = load ptr, ptr %2, align 8, !dbg !209
    #dbg_declare(ptr %3, !210, !DIExpression(), !211)
  br label %9, !dbg !212

9:                                                ; preds = %30, %1
  call void @collect(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %4, i32 noundef 2), !dbg !213
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 20, i1 false), !dbg !213
  %10 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 0, !dbg !217
  %11 = load i32, ptr %10, align 4, !dbg !217
  %12 = icmp eq i32 %11, 2, !dbg !219
  br i1 %12, label %13, label %30, !dbg !220

13:                                               ; preds = %9
  %14 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 1, !dbg !221
  %15 = load i32, ptr %14, align 4, !dbg !221
  %16 = icmp eq i32 %15, 1, !dbg !222
  br i1 %16, label %17, label %30, !dbg !223

17:                                               ; preds = %13
  %18 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !224
  %19 = load i32, ptr %18, align 4, !dbg !224
  %20 = icmp ne i32 %19, 0, !dbg !225
  br i1 %20, label %21, label %30, !dbg !226

21:                                               ; preds = %17
  %22 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 4, !dbg !227
  %23 = load i32, ptr %22, align 4, !dbg !227
  %24 = icmp eq i32 %23, 1, !dbg !228
  br i1 %24, label %29, label %25, !dbg !229

25:                                               ; preds = %21
  %26 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 4, !dbg !230
  %27 = load i32, ptr %26, align 4, !dbg !230
  %28 = icmp eq i32 %27, 3, !dbg !231
  br i1 %28, label %29, label %30, !dbg !232

29:                                               ; preds = %25, %21
  br label %31, !dbg !233

30:                                               ; preds = %25, %17, %13, %9
  br label %9, !dbg !234, !llvm.loop !235

31:                                               ; preds = %29
    #dbg_declare(ptr %5, !238, !DIExpression(), !239)
  %32 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 4, !dbg !240
  %33 = load i32, ptr %32, align 4, !dbg !240
  store i32 %33, ptr %5, align 4, !dbg !239
  %34 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 0, !dbg !241
  %35 = load i32, ptr %5, align 4, !dbg !242
  store i32 %35, ptr %34, align 4, !dbg !241
  %36 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 1, !dbg !241
  store i32 2, ptr %36, align 4, !dbg !241
  %37 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 2, !dbg !241
  %38 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !243
  %39 = load i32, ptr %38, align 4, !dbg !243
  store i32 %39, ptr %37, align 4, !dbg !241
  %40 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 3, !dbg !241
  store i32 2, ptr %40, align 4, !dbg !241
  %41 = getelementptr inbounds %struct.msg_t, ptr %6, i32 0, i32 4, !dbg !241
  store i32 2, ptr %41, align 4, !dbg !241
  call void @send(ptr noundef byval(%struct.msg_t) align 8 %6), !dbg !244
  br label %42, !dbg !245

42:                                               ; preds = %55, %31
  call void @collect(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %7, i32 noundef 2), !dbg !246
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %7, i64 20, i1 false), !dbg !246
  %43 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 0, !dbg !250
  %44 = load i32, ptr %43, align 4, !dbg !250
  %45 = icmp eq i32 %44, 2, !dbg !252
  br i1 %45, label %46, label %55, !dbg !253

46:                                               ; preds = %42
  %47 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 1, !dbg !254
  %48 = load i32, ptr %47, align 4, !dbg !254
  %49 = icmp eq i32 %48, 3, !dbg !255
  br i1 %49, label %50, label %55, !dbg !256

50:                                               ; preds = %46
  %51 = getelementptr inbounds %struct.msg_t, ptr %3, i32 0, i32 2, !dbg !257
  %52 = load i32, ptr %51, align 4, !dbg !257
  %53 = icmp eq i32 %52, 2, !dbg !258
  br i1 %53, label %54, label %55, !dbg !259

54:                                               ; preds = %50
  br label %56, !dbg !260

55:                                               ; preds = %50, %46, %42
  br label %42, !dbg !261, !llvm.loop !262

56:                                               ; preds = %54
  %57 = load i32, ptr %5, align 4, !dbg !265
  store i32 %57, ptr @b_partner, align 4, !dbg !266
  %58 = load i32, ptr @b_partner, align 4, !dbg !267
  %59 = icmp eq i32 %58, 1, !dbg !267
  br i1 %59, label %60, label %63, !dbg !267

60:                                               ; preds = %56
  %61 = load i32, ptr @a_partner, align 4, !dbg !267
  %62 = icmp ne i32 %61, 2, !dbg !267
  br i1 %62, label %64, label %63, !dbg !270

63:                                               ; preds = %60, %56
  br label %65, !dbg !270

64:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 136, ptr noundef @__PRETTY_FUNCTION__.responder) #7, !dbg !267
  unreachable, !dbg !267

65:                                               ; preds = %63
  ret ptr null, !dbg !271
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @intruder(ptr noundef %0) #0 !dbg !272 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.msg_t, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.msg_t, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !273, !DIExpression(), !274)
  %6 = load ptr, ptr %2, align 8, !dbg !275
  br label %7, !dbg !276

7:                                                ; preds = %52, %25, %1
  %8 = call i32 @pthread_mutex_lock(ptr noundef @network) #6, !dbg !277
  br label %9, !dbg !281

9:                                                ; preds = %20, %7
  %10 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 2), align 8, !dbg !282
  %11 = icmp ne i32 %10, 0, !dbg !283
  br i1 %11, label %18, label %12, !dbg !284

12:                                               ; preds = %9
  %13 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 1), i32 0, i32 2), align 8, !dbg !285
  %14 = icmp ne i32 %13, 0, !dbg !286
  br i1 %14, label %15, label %18, !dbg !287

15:                                               ; preds = %12
  %16 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 2), i32 0, i32 2), align 16, !dbg !288
  %17 = icmp ne i32 %16, 0, !dbg !287
  br label %18

18:                                               ; preds = %15, %12, %9
  %19 = phi i1 [ false, %12 ], [ false, %9 ], [ %17, %15 ], !dbg !289
  br i1 %19, label %20, label %22, !dbg !281

20:                                               ; preds = %18
  %21 = call i32 @pthread_cond_wait(ptr noundef @stirred, ptr noundef @network), !dbg !290
  br label %9, !dbg !281, !llvm.loop !291

22:                                               ; preds = %18
  %23 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 2), align 8, !dbg !294
  %24 = icmp ne i32 %23, 0, !dbg !296
  br i1 %24, label %25, label %28, !dbg !297

25:                                               ; preds = %22
    #dbg_declare(ptr %3, !298, !DIExpression(), !300)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 3), i64 20, i1 false), !dbg !301
  store i32 0, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 2), align 8, !dbg !302
  %26 = call i32 @pthread_cond_signal(ptr noundef getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 3), i32 0, i32 1)) #6, !dbg !303
  %27 = call i32 @pthread_mutex_unlock(ptr noundef @network) #6, !dbg !304
  call void @learn(ptr noundef byval(%struct.msg_t) align 8 %3), !dbg !305
  br label %7, !dbg !306, !llvm.loop !307

28:                                               ; preds = %22
    #dbg_declare(ptr %4, !310, !DIExpression(), !311)
  %29 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 1), i32 0, i32 2), align 8, !dbg !312
  %30 = icmp ne i32 %29, 0, !dbg !313
  br i1 %30, label %31, label %32, !dbg !313

31:                                               ; preds = %28
  br label %42, !dbg !313

32:                                               ; preds = %28
  %33 = load i32, ptr getelementptr inbounds (%struct.mailbox_t, ptr getelementptr inbounds ([4 x %struct.mailbox_t], ptr @box, i64 0, i64 2), i32 0, i32 2), align 16, !dbg !314
  %34 = icmp ne i32 %33, 0, !dbg !315
  br i1 %34, label %35, label %36, !dbg !315

35:                                               ; preds = %32
  br label %40, !dbg !315

36:                                               ; preds = %32
  %37 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !316
  %38 = zext i1 %37 to i64, !dbg !316
  %39 = select i1 %37, i32 1, i32 2, !dbg !316
  br label %40, !dbg !315

40:                                               ; preds = %36, %35
  %41 = phi i32 [ 1, %35 ], [ %39, %36 ], !dbg !315
  br label %42, !dbg !313

42:                                               ; preds = %40, %31
  %43 = phi i32 [ 2, %31 ], [ %41, %40 ], !dbg !313
  store i32 %43, ptr %4, align 4, !dbg !311
  %44 = call i32 @pthread_mutex_unlock(ptr noundef @network) #6, !dbg !317
    #dbg_declare(ptr %5, !318, !DIExpression(), !319)
  %45 = load i32, ptr @stored, align 16, !dbg !320
  %46 = icmp ne i32 %45, 0, !dbg !321
  br i1 %46, label %47, label %50, !dbg !322

47:                                               ; preds = %42
  %48 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !323
  br i1 %48, label %49, label %50, !dbg !321

49:                                               ; preds = %47
  call void @any_stored(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %5), !dbg !324
  br label %52, !dbg !321

50:                                               ; preds = %47, %42
  %51 = load i32, ptr %4, align 4, !dbg !325
  call void @forge(ptr dead_on_unwind writable sret(%struct.msg_t) align 4 %5, i32 noundef %51), !dbg !326
  br label %52, !dbg !321

52:                                               ; preds = %50, %49
  %53 = load i32, ptr %4, align 4, !dbg !327
  call void @deliver(i32 noundef %53, ptr noundef byval(%struct.msg_t) align 8 %5), !dbg !328
  br label %7, !dbg !329, !llvm.loop !307
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

declare zeroext i1 @__VERIFIER_nondet_bool() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @send(ptr noundef byval(%struct.msg_t) align 8 %0) #0 !dbg !330 {
    #dbg_declare(ptr %0, !333, !DIExpression(), !334)
  call void @deliver(i32 noundef 3, ptr noundef byval(%struct.msg_t) align 8 %0), !dbg !335
  ret void, !dbg !336
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @collect(ptr dead_on_unwind noalias writable sret(%struct.msg_t) align 4 %0, i32 noundef %1) #0 !dbg !337 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !340, !DIExpression(), !341)
  %4 = call i32 @pthread_mutex_lock(ptr noundef @network) #6, !dbg !342
  br label %5, !dbg !343

5:                                                ; preds = %13, %2
  %6 = load i32, ptr %3, align 4, !dbg !344
  %7 = sext i32 %6 to i64, !dbg !345
  %8 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %7, !dbg !345
  %9 = getelementptr inbounds %struct.mailbox_t, ptr %8, i32 0, i32 2, !dbg !346
  %10 = load i32, ptr %9, align 8, !dbg !346
  %11 = icmp ne i32 %10, 0, !dbg !347
  %12 = xor i1 %11, true, !dbg !347
  br i1 %12, label %13, label %19, !dbg !343

13:                                               ; preds = %5
  %14 = load i32, ptr %3, align 4, !dbg !348
  %15 = sext i32 %14 to i64, !dbg !349
  %16 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %15, !dbg !349
  %17 = getelementptr inbounds %struct.mailbox_t, ptr %16, i32 0, i32 0, !dbg !350
  %18 = call i32 @pthread_cond_wait(ptr noundef %17, ptr noundef @network), !dbg !351
  br label %5, !dbg !343, !llvm.loop !352

19:                                               ; preds = %5
    #dbg_declare(ptr %0, !354, !DIExpression(), !355)
  %20 = load i32, ptr %3, align 4, !dbg !356
  %21 = sext i32 %20 to i64, !dbg !357
  %22 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %21, !dbg !357
  %23 = getelementptr inbounds %struct.mailbox_t, ptr %22, i32 0, i32 3, !dbg !358
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %23, i64 20, i1 false), !dbg !358
  %24 = load i32, ptr %3, align 4, !dbg !359
  %25 = sext i32 %24 to i64, !dbg !360
  %26 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %25, !dbg !360
  %27 = getelementptr inbounds %struct.mailbox_t, ptr %26, i32 0, i32 2, !dbg !361
  store i32 0, ptr %27, align 8, !dbg !362
  %28 = load i32, ptr %3, align 4, !dbg !363
  %29 = sext i32 %28 to i64, !dbg !364
  %30 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %29, !dbg !364
  %31 = getelementptr inbounds %struct.mailbox_t, ptr %30, i32 0, i32 1, !dbg !365
  %32 = call i32 @pthread_cond_signal(ptr noundef %31) #6, !dbg !366
  %33 = call i32 @pthread_cond_signal(ptr noundef @stirred) #6, !dbg !367
  %34 = call i32 @pthread_mutex_unlock(ptr noundef @network) #6, !dbg !368
  ret void, !dbg !369
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @deliver(i32 noundef %0, ptr noundef byval(%struct.msg_t) align 8 %1) #0 !dbg !370 {
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !373, !DIExpression(), !374)
    #dbg_declare(ptr %1, !375, !DIExpression(), !376)
  %4 = call i32 @pthread_mutex_lock(ptr noundef @network) #6, !dbg !377
  br label %5, !dbg !378

5:                                                ; preds = %12, %2
  %6 = load i32, ptr %3, align 4, !dbg !379
  %7 = sext i32 %6 to i64, !dbg !380
  %8 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %7, !dbg !380
  %9 = getelementptr inbounds %struct.mailbox_t, ptr %8, i32 0, i32 2, !dbg !381
  %10 = load i32, ptr %9, align 8, !dbg !381
  %11 = icmp ne i32 %10, 0, !dbg !378
  br i1 %11, label %12, label %18, !dbg !378

12:                                               ; preds = %5
  %13 = load i32, ptr %3, align 4, !dbg !382
  %14 = sext i32 %13 to i64, !dbg !383
  %15 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %14, !dbg !383
  %16 = getelementptr inbounds %struct.mailbox_t, ptr %15, i32 0, i32 1, !dbg !384
  %17 = call i32 @pthread_cond_wait(ptr noundef %16, ptr noundef @network), !dbg !385
  br label %5, !dbg !378, !llvm.loop !386

18:                                               ; preds = %5
  %19 = load i32, ptr %3, align 4, !dbg !388
  %20 = sext i32 %19 to i64, !dbg !389
  %21 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %20, !dbg !389
  %22 = getelementptr inbounds %struct.mailbox_t, ptr %21, i32 0, i32 3, !dbg !390
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 8 %1, i64 20, i1 false), !dbg !391
  %23 = load i32, ptr %3, align 4, !dbg !392
  %24 = sext i32 %23 to i64, !dbg !393
  %25 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %24, !dbg !393
  %26 = getelementptr inbounds %struct.mailbox_t, ptr %25, i32 0, i32 2, !dbg !394
  store i32 1, ptr %26, align 8, !dbg !395
  %27 = load i32, ptr %3, align 4, !dbg !396
  %28 = sext i32 %27 to i64, !dbg !397
  %29 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %28, !dbg !397
  %30 = getelementptr inbounds %struct.mailbox_t, ptr %29, i32 0, i32 0, !dbg !398
  %31 = call i32 @pthread_cond_signal(ptr noundef %30) #6, !dbg !399
  %32 = load i32, ptr %3, align 4, !dbg !400
  %33 = icmp eq i32 %32, 3, !dbg !402
  br i1 %33, label %34, label %36, !dbg !403

34:                                               ; preds = %18
  %35 = call i32 @pthread_cond_signal(ptr noundef @stirred) #6, !dbg !404
  br label %36, !dbg !404

36:                                               ; preds = %34, %18
  %37 = call i32 @pthread_mutex_unlock(ptr noundef @network) #6, !dbg !405
  ret void, !dbg !406
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @learn(ptr noundef byval(%struct.msg_t) align 8 %0) #0 !dbg !407 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.msg_t, align 8
    #dbg_declare(ptr %0, !408, !DIExpression(), !409)
  %4 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 0, !dbg !410
  %5 = load i32, ptr %4, align 8, !dbg !410
  %6 = icmp eq i32 %5, 3, !dbg !412
  br i1 %6, label %7, label %28, !dbg !413

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !414
  %9 = load i32, ptr %8, align 8, !dbg !414
  %10 = icmp ne i32 %9, 0, !dbg !417
  br i1 %10, label %11, label %17, !dbg !418

11:                                               ; preds = %7
  %12 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !419
  %13 = load i32, ptr %12, align 8, !dbg !419
  %14 = shl i32 1, %13, !dbg !420
  %15 = load i32, ptr @known, align 4, !dbg !421
  %16 = or i32 %15, %14, !dbg !421
  store i32 %16, ptr @known, align 4, !dbg !421
  br label %17, !dbg !422

17:                                               ; preds = %11, %7
  %18 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !423
  %19 = load i32, ptr %18, align 4, !dbg !423
  %20 = icmp ne i32 %19, 0, !dbg !425
  br i1 %20, label %21, label %27, !dbg !426

21:                                               ; preds = %17
  %22 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !427
  %23 = load i32, ptr %22, align 4, !dbg !427
  %24 = shl i32 1, %23, !dbg !428
  %25 = load i32, ptr @known, align 4, !dbg !429
  %26 = or i32 %25, %24, !dbg !429
  store i32 %26, ptr @known, align 4, !dbg !429
  br label %27, !dbg !430

27:                                               ; preds = %21, %17
  br label %50, !dbg !431

28:                                               ; preds = %1
    #dbg_declare(ptr %2, !432, !DIExpression(), !434)
  store i32 0, ptr %2, align 4, !dbg !434
  br label %29, !dbg !435

29:                                               ; preds = %40, %28
  %30 = load i32, ptr %2, align 4, !dbg !436
  %31 = icmp slt i32 %30, 2, !dbg !438
  br i1 %31, label %32, label %43, !dbg !439

32:                                               ; preds = %29
  %33 = load i32, ptr %2, align 4, !dbg !440
  %34 = sext i32 %33 to i64, !dbg !442
  %35 = getelementptr inbounds [2 x %struct.msg_t], ptr @stored, i64 0, i64 %34, !dbg !442
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 4 %35, i64 20, i1 false), !dbg !443
  %36 = call i32 @same(ptr noundef byval(%struct.msg_t) align 8 %3, ptr noundef byval(%struct.msg_t) align 8 %0), !dbg !443
  %37 = icmp ne i32 %36, 0, !dbg !443
  br i1 %37, label %38, label %39, !dbg !444

38:                                               ; preds = %32
  br label %50, !dbg !445

39:                                               ; preds = %32
  br label %40, !dbg !446

40:                                               ; preds = %39
  %41 = load i32, ptr %2, align 4, !dbg !447
  %42 = add nsw i32 %41, 1, !dbg !447
  store i32 %42, ptr %2, align 4, !dbg !447
  br label %29, !dbg !448, !llvm.loop !449

43:                                               ; preds = %29
  %44 = load i32, ptr @stored_next, align 4, !dbg !451
  %45 = sext i32 %44 to i64, !dbg !452
  %46 = getelementptr inbounds [2 x %struct.msg_t], ptr @stored, i64 0, i64 %45, !dbg !452
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %46, ptr align 8 %0, i64 20, i1 false), !dbg !453
  %47 = load i32, ptr @stored_next, align 4, !dbg !454
  %48 = add nsw i32 %47, 1, !dbg !455
  %49 = srem i32 %48, 2, !dbg !456
  store i32 %49, ptr @stored_next, align 4, !dbg !457
  br label %50, !dbg !458

50:                                               ; preds = %43, %38, %27
  ret void, !dbg !458
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @any_stored(ptr dead_on_unwind noalias writable sret(%struct.msg_t) align 4 %0) #0 !dbg !459 {
  %2 = alloca i32, align 4
    #dbg_declare(ptr %2, !462, !DIExpression(), !463)
  store i32 0, ptr %2, align 4, !dbg !463
  br label %3, !dbg !464

3:                                                ; preds = %19, %1
  %4 = load i32, ptr %2, align 4, !dbg !465
  %5 = add nsw i32 %4, 1, !dbg !466
  %6 = icmp slt i32 %5, 2, !dbg !467
  br i1 %6, label %7, label %17, !dbg !468

7:                                                ; preds = %3
  %8 = load i32, ptr %2, align 4, !dbg !469
  %9 = add nsw i32 %8, 1, !dbg !470
  %10 = sext i32 %9 to i64, !dbg !471
  %11 = getelementptr inbounds [2 x %struct.msg_t], ptr @stored, i64 0, i64 %10, !dbg !471
  %12 = getelementptr inbounds %struct.msg_t, ptr %11, i32 0, i32 0, !dbg !472
  %13 = load i32, ptr %12, align 4, !dbg !472
  %14 = icmp ne i32 %13, 0, !dbg !471
  br i1 %14, label %15, label %17, !dbg !473

15:                                               ; preds = %7
  %16 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !474
  br label %17

17:                                               ; preds = %15, %7, %3
  %18 = phi i1 [ false, %7 ], [ false, %3 ], [ %16, %15 ], !dbg !475
  br i1 %18, label %19, label %22, !dbg !464

19:                                               ; preds = %17
  %20 = load i32, ptr %2, align 4, !dbg !476
  %21 = add nsw i32 %20, 1, !dbg !476
  store i32 %21, ptr %2, align 4, !dbg !476
  br label %3, !dbg !464, !llvm.loop !477

22:                                               ; preds = %17
  %23 = load i32, ptr %2, align 4, !dbg !478
  %24 = sext i32 %23 to i64, !dbg !479
  %25 = getelementptr inbounds [2 x %struct.msg_t], ptr @stored, i64 0, i64 %24, !dbg !479
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 4 %25, i64 20, i1 false), !dbg !479
  ret void, !dbg !480
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @forge(ptr dead_on_unwind noalias writable sret(%struct.msg_t) align 4 %0, i32 noundef %1) #0 !dbg !481 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !482, !DIExpression(), !483)
    #dbg_declare(ptr %0, !484, !DIExpression(), !485)
  call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 20, i1 false), !dbg !485
  %4 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 0, !dbg !486
  %5 = load i32, ptr %3, align 4, !dbg !487
  store i32 %5, ptr %4, align 4, !dbg !486
  %6 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !486
  %7 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !486
  %8 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !486
  %9 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 4, !dbg !486
  %10 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !488
  br i1 %10, label %11, label %19, !dbg !490

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !491
  store i32 1, ptr %12, align 4, !dbg !493
  %13 = call i32 @any_nonce(), !dbg !494
  %14 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !495
  store i32 %13, ptr %14, align 4, !dbg !496
  %15 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !497
  %16 = zext i1 %15 to i64, !dbg !497
  %17 = select i1 %15, i32 1, i32 3, !dbg !497
  %18 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 4, !dbg !498
  store i32 %17, ptr %18, align 4, !dbg !499
  br label %33, !dbg !500

19:                                               ; preds = %2
  %20 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !501
  br i1 %20, label %21, label %25, !dbg !503

21:                                               ; preds = %19
  %22 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !504
  store i32 3, ptr %22, align 4, !dbg !506
  %23 = call i32 @any_nonce(), !dbg !507
  %24 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !508
  store i32 %23, ptr %24, align 4, !dbg !509
  br label %32, !dbg !510

25:                                               ; preds = %19
  %26 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !511
  store i32 2, ptr %26, align 4, !dbg !513
  %27 = call i32 @any_nonce(), !dbg !514
  %28 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !515
  store i32 %27, ptr %28, align 4, !dbg !516
  %29 = call i32 @any_nonce(), !dbg !517
  %30 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !518
  store i32 %29, ptr %30, align 4, !dbg !519
  %31 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 4, !dbg !520
  store i32 3, ptr %31, align 4, !dbg !521
  br label %32

32:                                               ; preds = %25, %21
  br label %33

33:                                               ; preds = %32, %11
  ret void, !dbg !522
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @same(ptr noundef byval(%struct.msg_t) align 8 %0, ptr noundef byval(%struct.msg_t) align 8 %1) #0 !dbg !523 {
    #dbg_declare(ptr %0, !526, !DIExpression(), !527)
    #dbg_declare(ptr %1, !528, !DIExpression(), !529)
  %3 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 0, !dbg !530
  %4 = load i32, ptr %3, align 8, !dbg !530
  %5 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 0, !dbg !531
  %6 = load i32, ptr %5, align 8, !dbg !531
  %7 = icmp eq i32 %4, %6, !dbg !532
  br i1 %7, label %8, label %32, !dbg !533

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 1, !dbg !534
  %10 = load i32, ptr %9, align 4, !dbg !534
  %11 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 1, !dbg !535
  %12 = load i32, ptr %11, align 4, !dbg !535
  %13 = icmp eq i32 %10, %12, !dbg !536
  br i1 %13, label %14, label %32, !dbg !537

14:                                               ; preds = %8
  %15 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 2, !dbg !538
  %16 = load i32, ptr %15, align 8, !dbg !538
  %17 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 2, !dbg !539
  %18 = load i32, ptr %17, align 8, !dbg !539
  %19 = icmp eq i32 %16, %18, !dbg !540
  br i1 %19, label %20, label %32, !dbg !541

20:                                               ; preds = %14
  %21 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 3, !dbg !542
  %22 = load i32, ptr %21, align 4, !dbg !542
  %23 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 3, !dbg !543
  %24 = load i32, ptr %23, align 4, !dbg !543
  %25 = icmp eq i32 %22, %24, !dbg !544
  br i1 %25, label %26, label %32, !dbg !545

26:                                               ; preds = %20
  %27 = getelementptr inbounds %struct.msg_t, ptr %0, i32 0, i32 4, !dbg !546
  %28 = load i32, ptr %27, align 8, !dbg !546
  %29 = getelementptr inbounds %struct.msg_t, ptr %1, i32 0, i32 4, !dbg !547
  %30 = load i32, ptr %29, align 8, !dbg !547
  %31 = icmp eq i32 %28, %30, !dbg !548
  br label %32

32:                                               ; preds = %26, %20, %14, %8, %2
  %33 = phi i1 [ false, %20 ], [ false, %14 ], [ false, %8 ], [ false, %2 ], [ %31, %26 ], !dbg !549
  %34 = zext i1 %33 to i32, !dbg !545
  ret i32 %34, !dbg !550
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @any_nonce() #0 !dbg !551 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
    #dbg_declare(ptr %2, !552, !DIExpression(), !554)
  store i32 1, ptr %2, align 4, !dbg !554
  br label %3, !dbg !555

3:                                                ; preds = %17, %0
  %4 = load i32, ptr %2, align 4, !dbg !556
  %5 = icmp slt i32 %4, 3, !dbg !558
  br i1 %5, label %6, label %20, !dbg !559

6:                                                ; preds = %3
  %7 = load i32, ptr @known, align 4, !dbg !560
  %8 = load i32, ptr %2, align 4, !dbg !562
  %9 = shl i32 1, %8, !dbg !563
  %10 = and i32 %7, %9, !dbg !564
  %11 = icmp ne i32 %10, 0, !dbg !564
  br i1 %11, label %12, label %16, !dbg !565

12:                                               ; preds = %6
  %13 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !566
  br i1 %13, label %14, label %16, !dbg !567

14:                                               ; preds = %12
  %15 = load i32, ptr %2, align 4, !dbg !568
  store i32 %15, ptr %1, align 4, !dbg !569
  br label %21, !dbg !569

16:                                               ; preds = %12, %6
  br label %17, !dbg !570

17:                                               ; preds = %16
  %18 = load i32, ptr %2, align 4, !dbg !571
  %19 = add nsw i32 %18, 1, !dbg !571
  store i32 %19, ptr %2, align 4, !dbg !571
  br label %3, !dbg !572, !llvm.loop !573

20:                                               ; preds = %3
  store i32 3, ptr %1, align 4, !dbg !575
  br label %21, !dbg !575

21:                                               ; preds = %20, %14
  %22 = load i32, ptr %1, align 4, !dbg !576
  ret i32 %22, !dbg !576
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!132, !133, !134, !135, !136, !137, !138}
!llvm.ident = !{!139}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a_partner", scope: !2, file: !3, line: 64, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "needham_schroeder_mailbox.c", directory: "/work/mc43/programs", checksumkind: CSK_MD5, checksum: "a4e108dcbf8593360a08b69e61af32d2")
!4 = !{!5, !12}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 39, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11}
!8 = !DIEnumerator(name: "NOBODY", value: 0)
!9 = !DIEnumerator(name: "A", value: 1)
!10 = !DIEnumerator(name: "B", value: 2)
!11 = !DIEnumerator(name: "I", value: 3)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 40, baseType: !6, size: 32, elements: !13)
!13 = !{!14, !15, !16}
!14 = !DIEnumerator(name: "NA", value: 1)
!15 = !DIEnumerator(name: "NB", value: 2)
!16 = !DIEnumerator(name: "NI", value: 3)
!17 = !{!0, !18, !52, !105, !107, !112, !117, !123, !125, !127, !129}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "network", scope: !2, file: !3, line: 56, type: !20, isLocal: true, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !21, line: 72, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!22 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !21, line: 67, size: 320, elements: !23)
!23 = !{!24, !45, !50}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !22, file: !21, line: 69, baseType: !25, size: 320)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !26, line: 22, size: 320, elements: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!27 = !{!28, !30, !31, !32, !33, !34, !36, !37}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !25, file: !26, line: 24, baseType: !29, size: 32)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !25, file: !26, line: 25, baseType: !6, size: 32, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !25, file: !26, line: 26, baseType: !29, size: 32, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !25, file: !26, line: 28, baseType: !6, size: 32, offset: 96)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !25, file: !26, line: 32, baseType: !29, size: 32, offset: 128)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !25, file: !26, line: 34, baseType: !35, size: 16, offset: 160)
!35 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !25, file: !26, line: 35, baseType: !35, size: 16, offset: 176)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !25, file: !26, line: 36, baseType: !38, size: 128, offset: 192)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !39, line: 55, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !39, line: 51, size: 128, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !40, file: !39, line: 53, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !40, file: !39, line: 54, baseType: !43, size: 64, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !22, file: !21, line: 70, baseType: !46, size: 320)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 320, elements: !48)
!47 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!48 = !{!49}
!49 = !DISubrange(count: 40)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !22, file: !21, line: 71, baseType: !51, size: 64)
!51 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "box", scope: !2, file: !3, line: 58, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 3840, elements: !103)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "mailbox_t", file: !3, line: 54, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 49, size: 960, elements: !57)
!57 = !{!58, !92, !93, !94}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "arrived", scope: !56, file: !3, line: 50, baseType: !59, size: 384)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !21, line: 80, baseType: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !21, line: 75, size: 384, elements: !61)
!61 = !{!62, !86, !90}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !60, file: !21, line: 77, baseType: !63, size: 384)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !39, line: 94, size: 384, elements: !64)
!64 = !{!65, !77, !78, !82, !83, !84, !85}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !63, file: !39, line: 96, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !67, line: 33, baseType: !68)
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!68 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !67, line: 25, size: 64, elements: !69)
!69 = !{!70, !72}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !68, file: !67, line: 27, baseType: !71, size: 64)
!71 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !68, file: !67, line: 32, baseType: !73, size: 64)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !68, file: !67, line: 28, size: 64, elements: !74)
!74 = !{!75, !76}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !73, file: !67, line: 30, baseType: !6, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !73, file: !67, line: 31, baseType: !6, size: 32, offset: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !63, file: !39, line: 97, baseType: !66, size: 64, offset: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !63, file: !39, line: 98, baseType: !79, size: 64, offset: 128)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 2)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !63, file: !39, line: 99, baseType: !79, size: 64, offset: 192)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !63, file: !39, line: 100, baseType: !6, size: 32, offset: 256)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !63, file: !39, line: 101, baseType: !6, size: 32, offset: 288)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !63, file: !39, line: 102, baseType: !79, size: 64, offset: 320)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !60, file: !21, line: 78, baseType: !87, size: 384)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 384, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 48)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !60, file: !21, line: 79, baseType: !91, size: 64)
!91 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !56, file: !3, line: 51, baseType: !59, size: 384, offset: 384)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "full", scope: !56, file: !3, line: 52, baseType: !29, size: 32, offset: 768)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !56, file: !3, line: 53, baseType: !95, size: 160, offset: 800)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "msg_t", file: !3, line: 47, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 42, size: 160, elements: !97)
!97 = !{!98, !99, !100, !101, !102}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !96, file: !3, line: 43, baseType: !29, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !96, file: !3, line: 44, baseType: !29, size: 32, offset: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "n1", scope: !96, file: !3, line: 45, baseType: !29, size: 32, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "n2", scope: !96, file: !3, line: 45, baseType: !29, size: 32, offset: 96)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !96, file: !3, line: 46, baseType: !29, size: 32, offset: 128)
!103 = !{!104}
!104 = !DISubrange(count: 4)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "stirred", scope: !2, file: !3, line: 57, type: !59, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 136, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 288, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 36)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 136, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 224, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 28)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 136, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 192, elements: !121)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!121 = !{!122}
!122 = !DISubrange(count: 24)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "b_partner", scope: !2, file: !3, line: 65, type: !29, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "known", scope: !2, file: !3, line: 141, type: !29, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "stored_next", scope: !2, file: !3, line: 143, type: !29, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "stored", scope: !2, file: !3, line: 142, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 320, elements: !80)
!132 = !{i32 7, !"Dwarf Version", i32 5}
!133 = !{i32 2, !"Debug Info Version", i32 3}
!134 = !{i32 1, !"wchar_size", i32 4}
!135 = !{i32 8, !"PIC Level", i32 2}
!136 = !{i32 7, !"PIE Level", i32 2}
!137 = !{i32 7, !"uwtable", i32 2}
!138 = !{i32 7, !"frame-pointer", i32 2}
!139 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!140 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 229, type: !141, scopeLine: 230, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{!29}
!143 = !{}
!144 = !DILocalVariable(name: "a", scope: !140, file: !3, line: 231, type: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !21, line: 27, baseType: !146)
!146 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!147 = !DILocation(line: 231, column: 15, scope: !140)
!148 = !DILocalVariable(name: "b", scope: !140, file: !3, line: 231, type: !145)
!149 = !DILocation(line: 231, column: 18, scope: !140)
!150 = !DILocalVariable(name: "i", scope: !140, file: !3, line: 231, type: !145)
!151 = !DILocation(line: 231, column: 21, scope: !140)
!152 = !DILocation(line: 232, column: 5, scope: !140)
!153 = !DILocation(line: 233, column: 5, scope: !140)
!154 = !DILocation(line: 234, column: 5, scope: !140)
!155 = !DILocation(line: 235, column: 18, scope: !140)
!156 = !DILocation(line: 235, column: 5, scope: !140)
!157 = !DILocation(line: 236, column: 18, scope: !140)
!158 = !DILocation(line: 236, column: 5, scope: !140)
!159 = !DILocation(line: 237, column: 5, scope: !140)
!160 = distinct !DISubprogram(name: "initiator", scope: !3, file: !3, line: 98, type: !161, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !143)
!161 = !DISubroutineType(types: !162)
!162 = !{!163, !163}
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!164 = !DILocalVariable(name: "arg", arg: 1, scope: !160, file: !3, line: 98, type: !163)
!165 = !DILocation(line: 98, column: 30, scope: !160)
!166 = !DILocation(line: 100, column: 11, scope: !160)
!167 = !DILocalVariable(name: "partner", scope: !160, file: !3, line: 101, type: !29)
!168 = !DILocation(line: 101, column: 9, scope: !160)
!169 = !DILocation(line: 101, column: 19, scope: !160)
!170 = !DILocation(line: 102, column: 17, scope: !160)
!171 = !DILocation(line: 102, column: 15, scope: !160)
!172 = !DILocation(line: 103, column: 17, scope: !160)
!173 = !DILocation(line: 103, column: 25, scope: !160)
!174 = !DILocation(line: 103, column: 5, scope: !160)
!175 = !DILocalVariable(name: "m", scope: !160, file: !3, line: 104, type: !95)
!176 = !DILocation(line: 104, column: 11, scope: !160)
!177 = !DILocation(line: 105, column: 5, scope: !160)
!178 = !DILocation(line: 106, column: 13, scope: !179)
!179 = distinct !DILexicalBlock(scope: !180, file: !3, line: 105, column: 14)
!180 = distinct !DILexicalBlock(scope: !181, file: !3, line: 105, column: 5)
!181 = distinct !DILexicalBlock(scope: !160, file: !3, line: 105, column: 5)
!182 = !DILocation(line: 107, column: 15, scope: !183)
!183 = distinct !DILexicalBlock(scope: !179, file: !3, line: 107, column: 13)
!184 = !DILocation(line: 107, column: 19, scope: !183)
!185 = !DILocation(line: 107, column: 24, scope: !183)
!186 = !DILocation(line: 107, column: 29, scope: !183)
!187 = !DILocation(line: 107, column: 34, scope: !183)
!188 = !DILocation(line: 107, column: 39, scope: !183)
!189 = !DILocation(line: 107, column: 44, scope: !183)
!190 = !DILocation(line: 107, column: 47, scope: !183)
!191 = !DILocation(line: 109, column: 13, scope: !183)
!192 = !DILocation(line: 109, column: 18, scope: !183)
!193 = !DILocation(line: 109, column: 26, scope: !183)
!194 = !DILocation(line: 109, column: 23, scope: !183)
!195 = !DILocation(line: 107, column: 13, scope: !179)
!196 = !DILocation(line: 112, column: 13, scope: !183)
!197 = !DILocation(line: 105, column: 5, scope: !180)
!198 = distinct !{!198, !199, !200}
!199 = !DILocation(line: 105, column: 5, scope: !181)
!200 = !DILocation(line: 113, column: 5, scope: !181)
!201 = !DILocation(line: 114, column: 17, scope: !160)
!202 = !DILocation(line: 114, column: 25, scope: !160)
!203 = !DILocation(line: 114, column: 53, scope: !160)
!204 = !DILocation(line: 114, column: 5, scope: !160)
!205 = !DILocation(line: 115, column: 5, scope: !160)
!206 = distinct !DISubprogram(name: "responder", scope: !3, file: !3, line: 118, type: !161, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !143)
!207 = !DILocalVariable(name: "arg", arg: 1, scope: !206, file: !3, line: 118, type: !163)
!208 = !DILocation(line: 118, column: 30, scope: !206)
!209 = !DILocation(line: 120, column: 11, scope: !206)
!210 = !DILocalVariable(name: "m", scope: !206, file: !3, line: 121, type: !95)
!211 = !DILocation(line: 121, column: 11, scope: !206)
!212 = !DILocation(line: 122, column: 5, scope: !206)
!213 = !DILocation(line: 123, column: 13, scope: !214)
!214 = distinct !DILexicalBlock(scope: !215, file: !3, line: 122, column: 14)
!215 = distinct !DILexicalBlock(scope: !216, file: !3, line: 122, column: 5)
!216 = distinct !DILexicalBlock(scope: !206, file: !3, line: 122, column: 5)
!217 = !DILocation(line: 124, column: 15, scope: !218)
!218 = distinct !DILexicalBlock(scope: !214, file: !3, line: 124, column: 13)
!219 = !DILocation(line: 124, column: 19, scope: !218)
!220 = !DILocation(line: 124, column: 24, scope: !218)
!221 = !DILocation(line: 124, column: 29, scope: !218)
!222 = !DILocation(line: 124, column: 34, scope: !218)
!223 = !DILocation(line: 124, column: 39, scope: !218)
!224 = !DILocation(line: 124, column: 44, scope: !218)
!225 = !DILocation(line: 124, column: 42, scope: !218)
!226 = !DILocation(line: 124, column: 47, scope: !218)
!227 = !DILocation(line: 124, column: 53, scope: !218)
!228 = !DILocation(line: 124, column: 58, scope: !218)
!229 = !DILocation(line: 124, column: 63, scope: !218)
!230 = !DILocation(line: 124, column: 68, scope: !218)
!231 = !DILocation(line: 124, column: 73, scope: !218)
!232 = !DILocation(line: 124, column: 13, scope: !214)
!233 = !DILocation(line: 125, column: 13, scope: !218)
!234 = !DILocation(line: 122, column: 5, scope: !215)
!235 = distinct !{!235, !236, !237}
!236 = !DILocation(line: 122, column: 5, scope: !216)
!237 = !DILocation(line: 126, column: 5, scope: !216)
!238 = !DILocalVariable(name: "partner", scope: !206, file: !3, line: 127, type: !29)
!239 = !DILocation(line: 127, column: 9, scope: !206)
!240 = !DILocation(line: 127, column: 21, scope: !206)
!241 = !DILocation(line: 128, column: 17, scope: !206)
!242 = !DILocation(line: 128, column: 25, scope: !206)
!243 = !DILocation(line: 128, column: 53, scope: !206)
!244 = !DILocation(line: 128, column: 5, scope: !206)
!245 = !DILocation(line: 129, column: 5, scope: !206)
!246 = !DILocation(line: 130, column: 13, scope: !247)
!247 = distinct !DILexicalBlock(scope: !248, file: !3, line: 129, column: 14)
!248 = distinct !DILexicalBlock(scope: !249, file: !3, line: 129, column: 5)
!249 = distinct !DILexicalBlock(scope: !206, file: !3, line: 129, column: 5)
!250 = !DILocation(line: 131, column: 15, scope: !251)
!251 = distinct !DILexicalBlock(scope: !247, file: !3, line: 131, column: 13)
!252 = !DILocation(line: 131, column: 19, scope: !251)
!253 = !DILocation(line: 131, column: 24, scope: !251)
!254 = !DILocation(line: 131, column: 29, scope: !251)
!255 = !DILocation(line: 131, column: 34, scope: !251)
!256 = !DILocation(line: 131, column: 39, scope: !251)
!257 = !DILocation(line: 131, column: 44, scope: !251)
!258 = !DILocation(line: 131, column: 47, scope: !251)
!259 = !DILocation(line: 131, column: 13, scope: !247)
!260 = !DILocation(line: 132, column: 13, scope: !251)
!261 = !DILocation(line: 129, column: 5, scope: !248)
!262 = distinct !{!262, !263, !264}
!263 = !DILocation(line: 129, column: 5, scope: !249)
!264 = !DILocation(line: 133, column: 5, scope: !249)
!265 = !DILocation(line: 134, column: 17, scope: !206)
!266 = !DILocation(line: 134, column: 15, scope: !206)
!267 = !DILocation(line: 136, column: 5, scope: !268)
!268 = distinct !DILexicalBlock(scope: !269, file: !3, line: 136, column: 5)
!269 = distinct !DILexicalBlock(scope: !206, file: !3, line: 136, column: 5)
!270 = !DILocation(line: 136, column: 5, scope: !269)
!271 = !DILocation(line: 137, column: 5, scope: !206)
!272 = distinct !DISubprogram(name: "intruder", scope: !3, file: !3, line: 204, type: !161, scopeLine: 205, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !143)
!273 = !DILocalVariable(name: "arg", arg: 1, scope: !272, file: !3, line: 204, type: !163)
!274 = !DILocation(line: 204, column: 29, scope: !272)
!275 = !DILocation(line: 206, column: 11, scope: !272)
!276 = !DILocation(line: 207, column: 5, scope: !272)
!277 = !DILocation(line: 208, column: 9, scope: !278)
!278 = distinct !DILexicalBlock(scope: !279, file: !3, line: 207, column: 14)
!279 = distinct !DILexicalBlock(scope: !280, file: !3, line: 207, column: 5)
!280 = distinct !DILexicalBlock(scope: !272, file: !3, line: 207, column: 5)
!281 = !DILocation(line: 209, column: 9, scope: !278)
!282 = !DILocation(line: 209, column: 24, scope: !278)
!283 = !DILocation(line: 209, column: 17, scope: !278)
!284 = !DILocation(line: 209, column: 29, scope: !278)
!285 = !DILocation(line: 209, column: 39, scope: !278)
!286 = !DILocation(line: 209, column: 32, scope: !278)
!287 = !DILocation(line: 209, column: 44, scope: !278)
!288 = !DILocation(line: 209, column: 54, scope: !278)
!289 = !DILocation(line: 0, scope: !278)
!290 = !DILocation(line: 210, column: 13, scope: !278)
!291 = distinct !{!291, !281, !292, !293}
!292 = !DILocation(line: 210, column: 49, scope: !278)
!293 = !{!"llvm.loop.mustprogress"}
!294 = !DILocation(line: 211, column: 20, scope: !295)
!295 = distinct !DILexicalBlock(scope: !278, file: !3, line: 211, column: 13)
!296 = !DILocation(line: 211, column: 13, scope: !295)
!297 = !DILocation(line: 211, column: 13, scope: !278)
!298 = !DILocalVariable(name: "m", scope: !299, file: !3, line: 213, type: !95)
!299 = distinct !DILexicalBlock(scope: !295, file: !3, line: 211, column: 26)
!300 = !DILocation(line: 213, column: 19, scope: !299)
!301 = !DILocation(line: 213, column: 30, scope: !299)
!302 = !DILocation(line: 214, column: 25, scope: !299)
!303 = !DILocation(line: 215, column: 13, scope: !299)
!304 = !DILocation(line: 216, column: 13, scope: !299)
!305 = !DILocation(line: 217, column: 13, scope: !299)
!306 = !DILocation(line: 218, column: 13, scope: !299)
!307 = distinct !{!307, !308, !309}
!308 = !DILocation(line: 207, column: 5, scope: !280)
!309 = !DILocation(line: 225, column: 5, scope: !280)
!310 = !DILocalVariable(name: "to", scope: !278, file: !3, line: 221, type: !29)
!311 = !DILocation(line: 221, column: 13, scope: !278)
!312 = !DILocation(line: 221, column: 25, scope: !278)
!313 = !DILocation(line: 221, column: 18, scope: !278)
!314 = !DILocation(line: 221, column: 43, scope: !278)
!315 = !DILocation(line: 221, column: 36, scope: !278)
!316 = !DILocation(line: 221, column: 54, scope: !278)
!317 = !DILocation(line: 222, column: 9, scope: !278)
!318 = !DILocalVariable(name: "m", scope: !278, file: !3, line: 223, type: !95)
!319 = !DILocation(line: 223, column: 15, scope: !278)
!320 = !DILocation(line: 223, column: 29, scope: !278)
!321 = !DILocation(line: 223, column: 19, scope: !278)
!322 = !DILocation(line: 223, column: 33, scope: !278)
!323 = !DILocation(line: 223, column: 36, scope: !278)
!324 = !DILocation(line: 223, column: 63, scope: !278)
!325 = !DILocation(line: 223, column: 84, scope: !278)
!326 = !DILocation(line: 223, column: 78, scope: !278)
!327 = !DILocation(line: 224, column: 17, scope: !278)
!328 = !DILocation(line: 224, column: 9, scope: !278)
!329 = !DILocation(line: 207, column: 5, scope: !279)
!330 = distinct !DISubprogram(name: "send", scope: !3, file: !3, line: 96, type: !331, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !143)
!331 = !DISubroutineType(types: !332)
!332 = !{null, !95}
!333 = !DILocalVariable(name: "m", arg: 1, scope: !330, file: !3, line: 96, type: !95)
!334 = !DILocation(line: 96, column: 24, scope: !330)
!335 = !DILocation(line: 96, column: 29, scope: !330)
!336 = !DILocation(line: 96, column: 44, scope: !330)
!337 = distinct !DISubprogram(name: "collect", scope: !3, file: !3, line: 82, type: !338, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !143)
!338 = !DISubroutineType(types: !339)
!339 = !{!95, !29}
!340 = !DILocalVariable(name: "who", arg: 1, scope: !337, file: !3, line: 82, type: !29)
!341 = !DILocation(line: 82, column: 26, scope: !337)
!342 = !DILocation(line: 84, column: 5, scope: !337)
!343 = !DILocation(line: 85, column: 5, scope: !337)
!344 = !DILocation(line: 85, column: 17, scope: !337)
!345 = !DILocation(line: 85, column: 13, scope: !337)
!346 = !DILocation(line: 85, column: 22, scope: !337)
!347 = !DILocation(line: 85, column: 12, scope: !337)
!348 = !DILocation(line: 86, column: 32, scope: !337)
!349 = !DILocation(line: 86, column: 28, scope: !337)
!350 = !DILocation(line: 86, column: 37, scope: !337)
!351 = !DILocation(line: 86, column: 9, scope: !337)
!352 = distinct !{!352, !343, !353, !293}
!353 = !DILocation(line: 86, column: 54, scope: !337)
!354 = !DILocalVariable(name: "m", scope: !337, file: !3, line: 87, type: !95)
!355 = !DILocation(line: 87, column: 11, scope: !337)
!356 = !DILocation(line: 87, column: 19, scope: !337)
!357 = !DILocation(line: 87, column: 15, scope: !337)
!358 = !DILocation(line: 87, column: 24, scope: !337)
!359 = !DILocation(line: 88, column: 9, scope: !337)
!360 = !DILocation(line: 88, column: 5, scope: !337)
!361 = !DILocation(line: 88, column: 14, scope: !337)
!362 = !DILocation(line: 88, column: 19, scope: !337)
!363 = !DILocation(line: 89, column: 30, scope: !337)
!364 = !DILocation(line: 89, column: 26, scope: !337)
!365 = !DILocation(line: 89, column: 35, scope: !337)
!366 = !DILocation(line: 89, column: 5, scope: !337)
!367 = !DILocation(line: 90, column: 5, scope: !337)
!368 = !DILocation(line: 91, column: 5, scope: !337)
!369 = !DILocation(line: 92, column: 5, scope: !337)
!370 = distinct !DISubprogram(name: "deliver", scope: !3, file: !3, line: 68, type: !371, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !143)
!371 = !DISubroutineType(types: !372)
!372 = !{null, !29, !95}
!373 = !DILocalVariable(name: "to", arg: 1, scope: !370, file: !3, line: 68, type: !29)
!374 = !DILocation(line: 68, column: 25, scope: !370)
!375 = !DILocalVariable(name: "m", arg: 2, scope: !370, file: !3, line: 68, type: !95)
!376 = !DILocation(line: 68, column: 35, scope: !370)
!377 = !DILocation(line: 70, column: 5, scope: !370)
!378 = !DILocation(line: 71, column: 5, scope: !370)
!379 = !DILocation(line: 71, column: 16, scope: !370)
!380 = !DILocation(line: 71, column: 12, scope: !370)
!381 = !DILocation(line: 71, column: 20, scope: !370)
!382 = !DILocation(line: 72, column: 32, scope: !370)
!383 = !DILocation(line: 72, column: 28, scope: !370)
!384 = !DILocation(line: 72, column: 36, scope: !370)
!385 = !DILocation(line: 72, column: 9, scope: !370)
!386 = distinct !{!386, !378, !387, !293}
!387 = !DILocation(line: 72, column: 50, scope: !370)
!388 = !DILocation(line: 73, column: 9, scope: !370)
!389 = !DILocation(line: 73, column: 5, scope: !370)
!390 = !DILocation(line: 73, column: 13, scope: !370)
!391 = !DILocation(line: 73, column: 20, scope: !370)
!392 = !DILocation(line: 74, column: 9, scope: !370)
!393 = !DILocation(line: 74, column: 5, scope: !370)
!394 = !DILocation(line: 74, column: 13, scope: !370)
!395 = !DILocation(line: 74, column: 18, scope: !370)
!396 = !DILocation(line: 75, column: 30, scope: !370)
!397 = !DILocation(line: 75, column: 26, scope: !370)
!398 = !DILocation(line: 75, column: 34, scope: !370)
!399 = !DILocation(line: 75, column: 5, scope: !370)
!400 = !DILocation(line: 76, column: 9, scope: !401)
!401 = distinct !DILexicalBlock(scope: !370, file: !3, line: 76, column: 9)
!402 = !DILocation(line: 76, column: 12, scope: !401)
!403 = !DILocation(line: 76, column: 9, scope: !370)
!404 = !DILocation(line: 77, column: 9, scope: !401)
!405 = !DILocation(line: 78, column: 5, scope: !370)
!406 = !DILocation(line: 79, column: 1, scope: !370)
!407 = distinct !DISubprogram(name: "learn", scope: !3, file: !3, line: 151, type: !331, scopeLine: 152, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !143)
!408 = !DILocalVariable(name: "m", arg: 1, scope: !407, file: !3, line: 151, type: !95)
!409 = !DILocation(line: 151, column: 25, scope: !407)
!410 = !DILocation(line: 153, column: 11, scope: !411)
!411 = distinct !DILexicalBlock(scope: !407, file: !3, line: 153, column: 9)
!412 = !DILocation(line: 153, column: 15, scope: !411)
!413 = !DILocation(line: 153, column: 9, scope: !407)
!414 = !DILocation(line: 154, column: 15, scope: !415)
!415 = distinct !DILexicalBlock(scope: !416, file: !3, line: 154, column: 13)
!416 = distinct !DILexicalBlock(scope: !411, file: !3, line: 153, column: 21)
!417 = !DILocation(line: 154, column: 13, scope: !415)
!418 = !DILocation(line: 154, column: 13, scope: !416)
!419 = !DILocation(line: 155, column: 29, scope: !415)
!420 = !DILocation(line: 155, column: 24, scope: !415)
!421 = !DILocation(line: 155, column: 19, scope: !415)
!422 = !DILocation(line: 155, column: 13, scope: !415)
!423 = !DILocation(line: 156, column: 15, scope: !424)
!424 = distinct !DILexicalBlock(scope: !416, file: !3, line: 156, column: 13)
!425 = !DILocation(line: 156, column: 13, scope: !424)
!426 = !DILocation(line: 156, column: 13, scope: !416)
!427 = !DILocation(line: 157, column: 29, scope: !424)
!428 = !DILocation(line: 157, column: 24, scope: !424)
!429 = !DILocation(line: 157, column: 19, scope: !424)
!430 = !DILocation(line: 157, column: 13, scope: !424)
!431 = !DILocation(line: 158, column: 9, scope: !416)
!432 = !DILocalVariable(name: "k", scope: !433, file: !3, line: 160, type: !29)
!433 = distinct !DILexicalBlock(scope: !407, file: !3, line: 160, column: 5)
!434 = !DILocation(line: 160, column: 14, scope: !433)
!435 = !DILocation(line: 160, column: 10, scope: !433)
!436 = !DILocation(line: 160, column: 21, scope: !437)
!437 = distinct !DILexicalBlock(scope: !433, file: !3, line: 160, column: 5)
!438 = !DILocation(line: 160, column: 23, scope: !437)
!439 = !DILocation(line: 160, column: 5, scope: !433)
!440 = !DILocation(line: 161, column: 25, scope: !441)
!441 = distinct !DILexicalBlock(scope: !437, file: !3, line: 161, column: 13)
!442 = !DILocation(line: 161, column: 18, scope: !441)
!443 = !DILocation(line: 161, column: 13, scope: !441)
!444 = !DILocation(line: 161, column: 13, scope: !437)
!445 = !DILocation(line: 162, column: 13, scope: !441)
!446 = !DILocation(line: 161, column: 30, scope: !441)
!447 = !DILocation(line: 160, column: 34, scope: !437)
!448 = !DILocation(line: 160, column: 5, scope: !437)
!449 = distinct !{!449, !439, !450, !293}
!450 = !DILocation(line: 162, column: 13, scope: !433)
!451 = !DILocation(line: 163, column: 12, scope: !407)
!452 = !DILocation(line: 163, column: 5, scope: !407)
!453 = !DILocation(line: 163, column: 27, scope: !407)
!454 = !DILocation(line: 164, column: 20, scope: !407)
!455 = !DILocation(line: 164, column: 32, scope: !407)
!456 = !DILocation(line: 164, column: 37, scope: !407)
!457 = !DILocation(line: 164, column: 17, scope: !407)
!458 = !DILocation(line: 165, column: 1, scope: !407)
!459 = distinct !DISubprogram(name: "any_stored", scope: !3, file: !3, line: 177, type: !460, scopeLine: 178, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !143)
!460 = !DISubroutineType(types: !461)
!461 = !{!95}
!462 = !DILocalVariable(name: "k", scope: !459, file: !3, line: 179, type: !29)
!463 = !DILocation(line: 179, column: 9, scope: !459)
!464 = !DILocation(line: 180, column: 5, scope: !459)
!465 = !DILocation(line: 180, column: 12, scope: !459)
!466 = !DILocation(line: 180, column: 14, scope: !459)
!467 = !DILocation(line: 180, column: 18, scope: !459)
!468 = !DILocation(line: 180, column: 27, scope: !459)
!469 = !DILocation(line: 180, column: 37, scope: !459)
!470 = !DILocation(line: 180, column: 39, scope: !459)
!471 = !DILocation(line: 180, column: 30, scope: !459)
!472 = !DILocation(line: 180, column: 44, scope: !459)
!473 = !DILocation(line: 180, column: 48, scope: !459)
!474 = !DILocation(line: 180, column: 51, scope: !459)
!475 = !DILocation(line: 0, scope: !459)
!476 = !DILocation(line: 181, column: 10, scope: !459)
!477 = distinct !{!477, !464, !476, !293}
!478 = !DILocation(line: 182, column: 19, scope: !459)
!479 = !DILocation(line: 182, column: 12, scope: !459)
!480 = !DILocation(line: 182, column: 5, scope: !459)
!481 = distinct !DISubprogram(name: "forge", scope: !3, file: !3, line: 185, type: !338, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !143)
!482 = !DILocalVariable(name: "to", arg: 1, scope: !481, file: !3, line: 185, type: !29)
!483 = !DILocation(line: 185, column: 24, scope: !481)
!484 = !DILocalVariable(name: "m", scope: !481, file: !3, line: 187, type: !95)
!485 = !DILocation(line: 187, column: 11, scope: !481)
!486 = !DILocation(line: 187, column: 15, scope: !481)
!487 = !DILocation(line: 187, column: 23, scope: !481)
!488 = !DILocation(line: 188, column: 9, scope: !489)
!489 = distinct !DILexicalBlock(scope: !481, file: !3, line: 188, column: 9)
!490 = !DILocation(line: 188, column: 9, scope: !481)
!491 = !DILocation(line: 189, column: 11, scope: !492)
!492 = distinct !DILexicalBlock(scope: !489, file: !3, line: 188, column: 35)
!493 = !DILocation(line: 189, column: 16, scope: !492)
!494 = !DILocation(line: 190, column: 16, scope: !492)
!495 = !DILocation(line: 190, column: 11, scope: !492)
!496 = !DILocation(line: 190, column: 14, scope: !492)
!497 = !DILocation(line: 191, column: 18, scope: !492)
!498 = !DILocation(line: 191, column: 11, scope: !492)
!499 = !DILocation(line: 191, column: 16, scope: !492)
!500 = !DILocation(line: 192, column: 5, scope: !492)
!501 = !DILocation(line: 192, column: 16, scope: !502)
!502 = distinct !DILexicalBlock(scope: !489, file: !3, line: 192, column: 16)
!503 = !DILocation(line: 192, column: 16, scope: !489)
!504 = !DILocation(line: 193, column: 11, scope: !505)
!505 = distinct !DILexicalBlock(scope: !502, file: !3, line: 192, column: 42)
!506 = !DILocation(line: 193, column: 16, scope: !505)
!507 = !DILocation(line: 194, column: 16, scope: !505)
!508 = !DILocation(line: 194, column: 11, scope: !505)
!509 = !DILocation(line: 194, column: 14, scope: !505)
!510 = !DILocation(line: 195, column: 5, scope: !505)
!511 = !DILocation(line: 196, column: 11, scope: !512)
!512 = distinct !DILexicalBlock(scope: !502, file: !3, line: 195, column: 12)
!513 = !DILocation(line: 196, column: 16, scope: !512)
!514 = !DILocation(line: 197, column: 16, scope: !512)
!515 = !DILocation(line: 197, column: 11, scope: !512)
!516 = !DILocation(line: 197, column: 14, scope: !512)
!517 = !DILocation(line: 198, column: 16, scope: !512)
!518 = !DILocation(line: 198, column: 11, scope: !512)
!519 = !DILocation(line: 198, column: 14, scope: !512)
!520 = !DILocation(line: 199, column: 11, scope: !512)
!521 = !DILocation(line: 199, column: 16, scope: !512)
!522 = !DILocation(line: 201, column: 5, scope: !481)
!523 = distinct !DISubprogram(name: "same", scope: !3, file: !3, line: 145, type: !524, scopeLine: 146, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !143)
!524 = !DISubroutineType(types: !525)
!525 = !{!29, !95, !95}
!526 = !DILocalVariable(name: "x", arg: 1, scope: !523, file: !3, line: 145, type: !95)
!527 = !DILocation(line: 145, column: 23, scope: !523)
!528 = !DILocalVariable(name: "y", arg: 2, scope: !523, file: !3, line: 145, type: !95)
!529 = !DILocation(line: 145, column: 32, scope: !523)
!530 = !DILocation(line: 147, column: 14, scope: !523)
!531 = !DILocation(line: 147, column: 23, scope: !523)
!532 = !DILocation(line: 147, column: 18, scope: !523)
!533 = !DILocation(line: 147, column: 27, scope: !523)
!534 = !DILocation(line: 147, column: 32, scope: !523)
!535 = !DILocation(line: 147, column: 42, scope: !523)
!536 = !DILocation(line: 147, column: 37, scope: !523)
!537 = !DILocation(line: 147, column: 47, scope: !523)
!538 = !DILocation(line: 147, column: 52, scope: !523)
!539 = !DILocation(line: 147, column: 60, scope: !523)
!540 = !DILocation(line: 147, column: 55, scope: !523)
!541 = !DILocation(line: 147, column: 63, scope: !523)
!542 = !DILocation(line: 147, column: 68, scope: !523)
!543 = !DILocation(line: 147, column: 76, scope: !523)
!544 = !DILocation(line: 147, column: 71, scope: !523)
!545 = !DILocation(line: 147, column: 79, scope: !523)
!546 = !DILocation(line: 148, column: 14, scope: !523)
!547 = !DILocation(line: 148, column: 24, scope: !523)
!548 = !DILocation(line: 148, column: 19, scope: !523)
!549 = !DILocation(line: 0, scope: !523)
!550 = !DILocation(line: 147, column: 5, scope: !523)
!551 = distinct !DISubprogram(name: "any_nonce", scope: !3, file: !3, line: 168, type: !141, scopeLine: 169, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !143)
!552 = !DILocalVariable(name: "n", scope: !553, file: !3, line: 170, type: !29)
!553 = distinct !DILexicalBlock(scope: !551, file: !3, line: 170, column: 5)
!554 = !DILocation(line: 170, column: 14, scope: !553)
!555 = !DILocation(line: 170, column: 10, scope: !553)
!556 = !DILocation(line: 170, column: 22, scope: !557)
!557 = distinct !DILexicalBlock(scope: !553, file: !3, line: 170, column: 5)
!558 = !DILocation(line: 170, column: 24, scope: !557)
!559 = !DILocation(line: 170, column: 5, scope: !553)
!560 = !DILocation(line: 171, column: 14, scope: !561)
!561 = distinct !DILexicalBlock(scope: !557, file: !3, line: 171, column: 13)
!562 = !DILocation(line: 171, column: 28, scope: !561)
!563 = !DILocation(line: 171, column: 25, scope: !561)
!564 = !DILocation(line: 171, column: 20, scope: !561)
!565 = !DILocation(line: 171, column: 32, scope: !561)
!566 = !DILocation(line: 171, column: 35, scope: !561)
!567 = !DILocation(line: 171, column: 13, scope: !557)
!568 = !DILocation(line: 172, column: 20, scope: !561)
!569 = !DILocation(line: 172, column: 13, scope: !561)
!570 = !DILocation(line: 171, column: 58, scope: !561)
!571 = !DILocation(line: 170, column: 31, scope: !557)
!572 = !DILocation(line: 170, column: 5, scope: !557)
!573 = distinct !{!573, !559, !574, !293}
!574 = !DILocation(line: 172, column: 20, scope: !553)
!575 = !DILocation(line: 173, column: 5, scope: !551)
!576 = !DILocation(line: 174, column: 1, scope: !551)
