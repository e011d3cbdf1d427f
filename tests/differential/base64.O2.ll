; ModuleID = 'base64.c'
source_filename = "base64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [28 x i8] c"Many hands make light work.\00", align 1, !dbg !37
@__const.main.texts = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [34 x i8] c"'%s' -> '%s' (%zu) -> '%s' ok=%d\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [24 x i8] c"len 21: %s (%zu chars)\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [30 x i8] c"binary round trips ok: %d/15\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [5 x i8] c"ab$=\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [5 x i8] c"====\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [5 x i8] c"QQ==\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [20 x i8] c"decode '%s' -> %ld\0A\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [33 x i8] c"700 bytes -> %zu chars, hash %u\0A\00", align 1, !dbg !70
@alphabet = internal constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 16, !dbg !75
@.str.17 = private unnamed_addr constant [7 x i8] c"%04zx:\00", align 1, !dbg !90
@.str.18 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !92

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !108 {
  %1 = alloca [256 x i8], align 16, !DIAssignID !158
    #dbg_assign(i1 undef, !117, !DIExpression(), !158, ptr %1, !DIExpression(), !159)
  %2 = alloca [256 x i8], align 16, !DIAssignID !160
    #dbg_assign(i1 undef, !121, !DIExpression(), !160, ptr %2, !DIExpression(), !159)
  %3 = alloca [100 x i8], align 16, !DIAssignID !161
    #dbg_assign(i1 undef, !129, !DIExpression(), !161, ptr %3, !DIExpression(), !159)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #10, !dbg !162
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #10, !dbg !163
    #dbg_value(i32 0, !123, !DIExpression(), !164)
  br label %13, !dbg !165

4:                                                ; preds = %88
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %3) #10, !dbg !166
    #dbg_value(i32 0, !133, !DIExpression(), !167)
  store <16 x i8> <i8 11, i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54>, ptr %3, align 16, !dbg !168, !tbaa !170
  %5 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !173
  store <16 x i8> <i8 91, i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122>, ptr %5, align 16, !dbg !168, !tbaa !170
  %6 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !173
  store <16 x i8> <i8 -85, i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42>, ptr %6, align 16, !dbg !168, !tbaa !170
  %7 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !173
  store <16 x i8> <i8 -5, i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38>, ptr %7, align 16, !dbg !168, !tbaa !170
  %8 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !173
  store <16 x i8> <i8 75, i8 112, i8 -107, i8 -70, i8 -33, i8 4, i8 41, i8 78, i8 115, i8 -104, i8 -67, i8 -30, i8 7, i8 44, i8 81, i8 118>, ptr %8, align 16, !dbg !168, !tbaa !170
  %9 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !173
  store <16 x i8> <i8 -101, i8 -64, i8 -27, i8 10, i8 47, i8 84, i8 121, i8 -98, i8 -61, i8 -24, i8 13, i8 50, i8 87, i8 124, i8 -95, i8 -58>, ptr %9, align 16, !dbg !168, !tbaa !170
  %10 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !173
  store <4 x i8> <i8 -21, i8 16, i8 53, i8 90>, ptr %10, align 16, !dbg !168, !tbaa !170
  %11 = getelementptr inbounds i8, ptr %3, i64 5, !dbg !174
  store i8 0, ptr %11, align 1, !dbg !175, !tbaa !170, !DIAssignID !176
    #dbg_assign(i8 0, !129, !DIExpression(DW_OP_LLVM_fragment, 40, 8), !176, ptr %11, !DIExpression(), !159)
  %12 = getelementptr inbounds i8, ptr %3, i64 50, !dbg !177
  store i8 -1, ptr %12, align 2, !dbg !178, !tbaa !170, !DIAssignID !179
    #dbg_assign(i8 -1, !129, !DIExpression(DW_OP_LLVM_fragment, 400, 8), !179, ptr %12, !DIExpression(), !159)
    #dbg_value(i32 0, !135, !DIExpression(), !159)
    #dbg_value(i64 0, !136, !DIExpression(), !180)
  br label %293, !dbg !181

13:                                               ; preds = %0, %88
  %14 = phi i64 [ 0, %0 ], [ %92, %88 ]
    #dbg_value(i64 %14, !123, !DIExpression(), !164)
  %15 = getelementptr inbounds [8 x ptr], ptr @__const.main.texts, i64 0, i64 %14, !dbg !182
  %16 = load ptr, ptr %15, align 8, !dbg !182, !tbaa !183
  %17 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %16) #11, !dbg !185
    #dbg_value(ptr %16, !186, !DIExpression(), !199)
    #dbg_value(i64 %17, !191, !DIExpression(), !199)
    #dbg_value(ptr %1, !192, !DIExpression(), !199)
    #dbg_value(i64 0, !193, !DIExpression(), !199)
    #dbg_value(i64 0, !194, !DIExpression(), !201)
  %18 = icmp eq i64 %17, 0, !dbg !202
  br i1 %18, label %77, label %19, !dbg !203

19:                                               ; preds = %13, %71
  %20 = phi i64 [ %75, %71 ], [ 0, %13 ]
  %21 = phi i64 [ %73, %71 ], [ 0, %13 ]
    #dbg_value(i64 %20, !194, !DIExpression(), !201)
    #dbg_value(i64 %21, !193, !DIExpression(), !199)
  %22 = getelementptr inbounds i8, ptr %16, i64 %20, !dbg !204
  %23 = load i8, ptr %22, align 1, !dbg !204, !tbaa !170
  %24 = zext i8 %23 to i32, !dbg !205
  %25 = shl nuw nsw i32 %24, 16, !dbg !206
    #dbg_value(i32 %25, !196, !DIExpression(), !207)
  %26 = add nuw i64 %20, 1, !dbg !208
  %27 = icmp ult i64 %26, %17, !dbg !210
  br i1 %27, label %28, label %34, !dbg !211

28:                                               ; preds = %19
  %29 = getelementptr inbounds i8, ptr %16, i64 %26, !dbg !212
  %30 = load i8, ptr %29, align 1, !dbg !212, !tbaa !170
  %31 = zext i8 %30 to i32, !dbg !213
  %32 = shl nuw nsw i32 %31, 8, !dbg !214
  %33 = or disjoint i32 %32, %25, !dbg !215
    #dbg_value(i32 %33, !196, !DIExpression(), !207)
  br label %34, !dbg !216

34:                                               ; preds = %28, %19
  %35 = phi i32 [ %33, %28 ], [ %25, %19 ], !dbg !207
    #dbg_value(i32 %35, !196, !DIExpression(), !207)
  %36 = add i64 %20, 2, !dbg !217
  %37 = icmp ult i64 %36, %17, !dbg !219
  br i1 %37, label %38, label %43, !dbg !220

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %16, i64 %36, !dbg !221
  %40 = load i8, ptr %39, align 1, !dbg !221, !tbaa !170
  %41 = zext i8 %40 to i32, !dbg !221
  %42 = or i32 %35, %41, !dbg !222
    #dbg_value(i32 %42, !196, !DIExpression(), !207)
  br label %43, !dbg !223

43:                                               ; preds = %38, %34
  %44 = phi i32 [ %42, %38 ], [ %35, %34 ], !dbg !207
    #dbg_value(i32 %44, !196, !DIExpression(), !207)
  %45 = lshr i32 %44, 18, !dbg !224
  %46 = zext nneg i32 %45 to i64, !dbg !225
  %47 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %46, !dbg !225
  %48 = load i8, ptr %47, align 1, !dbg !225, !tbaa !170
    #dbg_value(i64 %21, !193, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !199)
  %49 = getelementptr inbounds i8, ptr %1, i64 %21, !dbg !226
  store i8 %48, ptr %49, align 4, !dbg !227, !tbaa !170
  %50 = lshr i32 %44, 12, !dbg !228
  %51 = and i32 %50, 63, !dbg !229
  %52 = zext nneg i32 %51 to i64, !dbg !230
  %53 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %52, !dbg !230
  %54 = load i8, ptr %53, align 1, !dbg !230, !tbaa !170
    #dbg_value(i64 %21, !193, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !199)
  %55 = getelementptr i8, ptr %49, i64 1, !dbg !231
  store i8 %54, ptr %55, align 1, !dbg !232, !tbaa !170
  br i1 %27, label %56, label %62, !dbg !233

56:                                               ; preds = %43
  %57 = lshr i32 %44, 6, !dbg !234
  %58 = and i32 %57, 63, !dbg !235
  %59 = zext nneg i32 %58 to i64, !dbg !236
  %60 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %59, !dbg !236
  %61 = load i8, ptr %60, align 1, !dbg !236, !tbaa !170
  br label %62, !dbg !233

62:                                               ; preds = %56, %43
  %63 = phi i8 [ %61, %56 ], [ 61, %43 ], !dbg !233
  %64 = or disjoint i64 %21, 3, !dbg !237
    #dbg_value(i64 %64, !193, !DIExpression(), !199)
  %65 = getelementptr i8, ptr %49, i64 2, !dbg !238
  store i8 %63, ptr %65, align 2, !dbg !239, !tbaa !170
  br i1 %37, label %66, label %71, !dbg !240

66:                                               ; preds = %62
  %67 = and i32 %44, 63, !dbg !241
  %68 = zext nneg i32 %67 to i64, !dbg !242
  %69 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %68, !dbg !242
  %70 = load i8, ptr %69, align 1, !dbg !242, !tbaa !170
  br label %71, !dbg !240

71:                                               ; preds = %66, %62
  %72 = phi i8 [ %70, %66 ], [ 61, %62 ], !dbg !240
  %73 = add i64 %21, 4, !dbg !243
    #dbg_value(i64 %73, !193, !DIExpression(), !199)
  %74 = getelementptr inbounds i8, ptr %1, i64 %64, !dbg !244
  store i8 %72, ptr %74, align 1, !dbg !245, !tbaa !170
  %75 = add i64 %20, 3, !dbg !246
    #dbg_value(i64 %75, !194, !DIExpression(), !201)
  %76 = icmp ult i64 %75, %17, !dbg !202
  br i1 %76, label %19, label %77, !dbg !203, !llvm.loop !247

77:                                               ; preds = %71, %13
  %78 = phi i64 [ 0, %13 ], [ %73, %71 ], !dbg !199
  %79 = getelementptr inbounds i8, ptr %1, i64 %78, !dbg !250
  store i8 0, ptr %79, align 1, !dbg !251, !tbaa !170
    #dbg_value(i64 %78, !125, !DIExpression(), !252)
  %80 = call fastcc i64 @b64_decode(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !253
    #dbg_value(i64 %80, !128, !DIExpression(), !252)
  %81 = call i64 @llvm.smax.i64(i64 %80, i64 0), !dbg !254
  %82 = getelementptr inbounds [256 x i8], ptr %2, i64 0, i64 %81, !dbg !255
  store i8 0, ptr %82, align 1, !dbg !256, !tbaa !170
  %83 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %16) #11, !dbg !257
  %84 = icmp eq i64 %80, %83, !dbg !258
  br i1 %84, label %85, label %88, !dbg !259

85:                                               ; preds = %77
  %86 = call i32 @bcmp(ptr nonnull %2, ptr %16, i64 %80), !dbg !260
  %87 = icmp eq i32 %86, 0, !dbg !261
  br label %88

88:                                               ; preds = %85, %77
  %89 = phi i1 [ false, %77 ], [ %87, %85 ], !dbg !252
  %90 = zext i1 %89 to i32, !dbg !259
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %16, ptr noundef nonnull %1, i64 noundef %78, ptr noundef nonnull %2, i32 noundef %90), !dbg !262
  %92 = add nuw nsw i64 %14, 1, !dbg !263
    #dbg_value(i64 %92, !123, !DIExpression(), !164)
  %93 = icmp eq i64 %92, 8, !dbg !264
  br i1 %93, label %4, label %13, !dbg !165, !llvm.loop !265

94:                                               ; preds = %370
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %366), !dbg !267
    #dbg_value(ptr %3, !268, !DIExpression(), !280)
    #dbg_value(i64 40, !273, !DIExpression(), !280)
    #dbg_value(i64 0, !274, !DIExpression(), !282)
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 0), !dbg !283
    #dbg_value(i64 0, !276, !DIExpression(), !284)
  %97 = load i8, ptr %3, align 16, !dbg !285, !tbaa !170
  %98 = zext i8 %97 to i32, !dbg !285
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %98), !dbg !287
    #dbg_value(i64 1, !276, !DIExpression(), !284)
  %100 = getelementptr inbounds i8, ptr %3, i64 1, !dbg !285
  %101 = load i8, ptr %100, align 1, !dbg !285, !tbaa !170
  %102 = zext i8 %101 to i32, !dbg !285
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %102), !dbg !287
    #dbg_value(i64 2, !276, !DIExpression(), !284)
  %104 = getelementptr inbounds i8, ptr %3, i64 2, !dbg !285
  %105 = load i8, ptr %104, align 2, !dbg !285, !tbaa !170
  %106 = zext i8 %105 to i32, !dbg !285
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %106), !dbg !287
    #dbg_value(i64 3, !276, !DIExpression(), !284)
  %108 = getelementptr inbounds i8, ptr %3, i64 3, !dbg !285
  %109 = load i8, ptr %108, align 1, !dbg !285, !tbaa !170
  %110 = zext i8 %109 to i32, !dbg !285
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %110), !dbg !287
    #dbg_value(i64 4, !276, !DIExpression(), !284)
  %112 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !285
  %113 = load i8, ptr %112, align 4, !dbg !285, !tbaa !170
  %114 = zext i8 %113 to i32, !dbg !285
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %114), !dbg !287
    #dbg_value(i64 5, !276, !DIExpression(), !284)
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef 0), !dbg !287
    #dbg_value(i64 6, !276, !DIExpression(), !284)
  %117 = getelementptr inbounds i8, ptr %3, i64 6, !dbg !285
  %118 = load i8, ptr %117, align 2, !dbg !285, !tbaa !170
  %119 = zext i8 %118 to i32, !dbg !285
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %119), !dbg !287
    #dbg_value(i64 7, !276, !DIExpression(), !284)
  %121 = getelementptr inbounds i8, ptr %3, i64 7, !dbg !285
  %122 = load i8, ptr %121, align 1, !dbg !285, !tbaa !170
  %123 = zext i8 %122 to i32, !dbg !285
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %123), !dbg !287
    #dbg_value(i64 8, !276, !DIExpression(), !284)
  %125 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !285
  %126 = load i8, ptr %125, align 8, !dbg !285, !tbaa !170
  %127 = zext i8 %126 to i32, !dbg !285
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %127), !dbg !287
    #dbg_value(i64 9, !276, !DIExpression(), !284)
  %129 = getelementptr inbounds i8, ptr %3, i64 9, !dbg !285
  %130 = load i8, ptr %129, align 1, !dbg !285, !tbaa !170
  %131 = zext i8 %130 to i32, !dbg !285
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %131), !dbg !287
    #dbg_value(i64 10, !276, !DIExpression(), !284)
  %133 = getelementptr inbounds i8, ptr %3, i64 10, !dbg !285
  %134 = load i8, ptr %133, align 2, !dbg !285, !tbaa !170
  %135 = zext i8 %134 to i32, !dbg !285
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %135), !dbg !287
    #dbg_value(i64 11, !276, !DIExpression(), !284)
  %137 = getelementptr inbounds i8, ptr %3, i64 11, !dbg !285
  %138 = load i8, ptr %137, align 1, !dbg !285, !tbaa !170
  %139 = zext i8 %138 to i32, !dbg !285
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %139), !dbg !287
    #dbg_value(i64 12, !276, !DIExpression(), !284)
  %141 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !285
  %142 = load i8, ptr %141, align 4, !dbg !285, !tbaa !170
  %143 = zext i8 %142 to i32, !dbg !285
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %143), !dbg !287
    #dbg_value(i64 13, !276, !DIExpression(), !284)
  %145 = getelementptr inbounds i8, ptr %3, i64 13, !dbg !285
  %146 = load i8, ptr %145, align 1, !dbg !285, !tbaa !170
  %147 = zext i8 %146 to i32, !dbg !285
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %147), !dbg !287
    #dbg_value(i64 14, !276, !DIExpression(), !284)
  %149 = getelementptr inbounds i8, ptr %3, i64 14, !dbg !285
  %150 = load i8, ptr %149, align 2, !dbg !285, !tbaa !170
  %151 = zext i8 %150 to i32, !dbg !285
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %151), !dbg !287
    #dbg_value(i64 15, !276, !DIExpression(), !284)
  %153 = getelementptr inbounds i8, ptr %3, i64 15, !dbg !285
  %154 = load i8, ptr %153, align 1, !dbg !285, !tbaa !170
  %155 = zext i8 %154 to i32, !dbg !285
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %155), !dbg !287
    #dbg_value(i64 16, !276, !DIExpression(), !284)
  %157 = call i32 @putchar(i32 10), !dbg !288
    #dbg_value(i64 16, !274, !DIExpression(), !282)
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 16), !dbg !283
  %159 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !285
  %160 = load i8, ptr %159, align 16, !dbg !285, !tbaa !170
  %161 = zext i8 %160 to i32, !dbg !285
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %161), !dbg !287
    #dbg_value(i64 17, !276, !DIExpression(), !284)
  %163 = getelementptr inbounds i8, ptr %3, i64 17, !dbg !285
  %164 = load i8, ptr %163, align 1, !dbg !285, !tbaa !170
  %165 = zext i8 %164 to i32, !dbg !285
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %165), !dbg !287
    #dbg_value(i64 18, !276, !DIExpression(), !284)
  %167 = getelementptr inbounds i8, ptr %3, i64 18, !dbg !285
  %168 = load i8, ptr %167, align 2, !dbg !285, !tbaa !170
  %169 = zext i8 %168 to i32, !dbg !285
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %169), !dbg !287
    #dbg_value(i64 19, !276, !DIExpression(), !284)
  %171 = getelementptr inbounds i8, ptr %3, i64 19, !dbg !285
  %172 = load i8, ptr %171, align 1, !dbg !285, !tbaa !170
  %173 = zext i8 %172 to i32, !dbg !285
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %173), !dbg !287
    #dbg_value(i64 20, !276, !DIExpression(), !284)
  %175 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !285
  %176 = load i8, ptr %175, align 4, !dbg !285, !tbaa !170
  %177 = zext i8 %176 to i32, !dbg !285
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %177), !dbg !287
    #dbg_value(i64 21, !276, !DIExpression(), !284)
  %179 = getelementptr inbounds i8, ptr %3, i64 21, !dbg !285
  %180 = load i8, ptr %179, align 1, !dbg !285, !tbaa !170
  %181 = zext i8 %180 to i32, !dbg !285
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %181), !dbg !287
    #dbg_value(i64 22, !276, !DIExpression(), !284)
  %183 = getelementptr inbounds i8, ptr %3, i64 22, !dbg !285
  %184 = load i8, ptr %183, align 2, !dbg !285, !tbaa !170
  %185 = zext i8 %184 to i32, !dbg !285
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %185), !dbg !287
    #dbg_value(i64 23, !276, !DIExpression(), !284)
  %187 = getelementptr inbounds i8, ptr %3, i64 23, !dbg !285
  %188 = load i8, ptr %187, align 1, !dbg !285, !tbaa !170
  %189 = zext i8 %188 to i32, !dbg !285
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %189), !dbg !287
    #dbg_value(i64 24, !276, !DIExpression(), !284)
  %191 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !285
  %192 = load i8, ptr %191, align 8, !dbg !285, !tbaa !170
  %193 = zext i8 %192 to i32, !dbg !285
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %193), !dbg !287
    #dbg_value(i64 25, !276, !DIExpression(), !284)
  %195 = getelementptr inbounds i8, ptr %3, i64 25, !dbg !285
  %196 = load i8, ptr %195, align 1, !dbg !285, !tbaa !170
  %197 = zext i8 %196 to i32, !dbg !285
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %197), !dbg !287
    #dbg_value(i64 26, !276, !DIExpression(), !284)
  %199 = getelementptr inbounds i8, ptr %3, i64 26, !dbg !285
  %200 = load i8, ptr %199, align 2, !dbg !285, !tbaa !170
  %201 = zext i8 %200 to i32, !dbg !285
  %202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %201), !dbg !287
    #dbg_value(i64 27, !276, !DIExpression(), !284)
  %203 = getelementptr inbounds i8, ptr %3, i64 27, !dbg !285
  %204 = load i8, ptr %203, align 1, !dbg !285, !tbaa !170
  %205 = zext i8 %204 to i32, !dbg !285
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %205), !dbg !287
    #dbg_value(i64 28, !276, !DIExpression(), !284)
  %207 = getelementptr inbounds i8, ptr %3, i64 28, !dbg !285
  %208 = load i8, ptr %207, align 4, !dbg !285, !tbaa !170
  %209 = zext i8 %208 to i32, !dbg !285
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %209), !dbg !287
    #dbg_value(i64 29, !276, !DIExpression(), !284)
  %211 = getelementptr inbounds i8, ptr %3, i64 29, !dbg !285
  %212 = load i8, ptr %211, align 1, !dbg !285, !tbaa !170
  %213 = zext i8 %212 to i32, !dbg !285
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %213), !dbg !287
    #dbg_value(i64 30, !276, !DIExpression(), !284)
  %215 = getelementptr inbounds i8, ptr %3, i64 30, !dbg !285
  %216 = load i8, ptr %215, align 2, !dbg !285, !tbaa !170
  %217 = zext i8 %216 to i32, !dbg !285
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %217), !dbg !287
    #dbg_value(i64 31, !276, !DIExpression(), !284)
  %219 = getelementptr inbounds i8, ptr %3, i64 31, !dbg !285
  %220 = load i8, ptr %219, align 1, !dbg !285, !tbaa !170
  %221 = zext i8 %220 to i32, !dbg !285
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %221), !dbg !287
    #dbg_value(i64 32, !276, !DIExpression(), !284)
  %223 = call i32 @putchar(i32 10), !dbg !288
    #dbg_value(i64 32, !274, !DIExpression(), !282)
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef 32), !dbg !283
  %225 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !285
  %226 = load i8, ptr %225, align 16, !dbg !285, !tbaa !170
  %227 = zext i8 %226 to i32, !dbg !285
  %228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %227), !dbg !287
    #dbg_value(i64 33, !276, !DIExpression(), !284)
  %229 = getelementptr inbounds i8, ptr %3, i64 33, !dbg !285
  %230 = load i8, ptr %229, align 1, !dbg !285, !tbaa !170
  %231 = zext i8 %230 to i32, !dbg !285
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %231), !dbg !287
    #dbg_value(i64 34, !276, !DIExpression(), !284)
  %233 = getelementptr inbounds i8, ptr %3, i64 34, !dbg !285
  %234 = load i8, ptr %233, align 2, !dbg !285, !tbaa !170
  %235 = zext i8 %234 to i32, !dbg !285
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %235), !dbg !287
    #dbg_value(i64 35, !276, !DIExpression(), !284)
  %237 = getelementptr inbounds i8, ptr %3, i64 35, !dbg !285
  %238 = load i8, ptr %237, align 1, !dbg !285, !tbaa !170
  %239 = zext i8 %238 to i32, !dbg !285
  %240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %239), !dbg !287
    #dbg_value(i64 36, !276, !DIExpression(), !284)
  %241 = getelementptr inbounds i8, ptr %3, i64 36, !dbg !285
  %242 = load i8, ptr %241, align 4, !dbg !285, !tbaa !170
  %243 = zext i8 %242 to i32, !dbg !285
  %244 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %243), !dbg !287
    #dbg_value(i64 37, !276, !DIExpression(), !284)
  %245 = getelementptr inbounds i8, ptr %3, i64 37, !dbg !285
  %246 = load i8, ptr %245, align 1, !dbg !285, !tbaa !170
  %247 = zext i8 %246 to i32, !dbg !285
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %247), !dbg !287
    #dbg_value(i64 38, !276, !DIExpression(), !284)
  %249 = getelementptr inbounds i8, ptr %3, i64 38, !dbg !285
  %250 = load i8, ptr %249, align 2, !dbg !285, !tbaa !170
  %251 = zext i8 %250 to i32, !dbg !285
  %252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %251), !dbg !287
    #dbg_value(i64 39, !276, !DIExpression(), !284)
  %253 = getelementptr inbounds i8, ptr %3, i64 39, !dbg !285
  %254 = load i8, ptr %253, align 1, !dbg !285, !tbaa !170
  %255 = zext i8 %254 to i32, !dbg !285
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i32 noundef %255), !dbg !287
    #dbg_value(i64 40, !276, !DIExpression(), !284)
  %257 = call i32 @putchar(i32 10), !dbg !288
    #dbg_value(i64 48, !274, !DIExpression(), !282)
    #dbg_assign(i1 undef, !142, !DIExpression(), !289, ptr poison, !DIExpression(), !159)
    #dbg_value(i64 0, !144, !DIExpression(), !290)
  %258 = call fastcc i64 @b64_decode(ptr noundef nonnull @.str.11, ptr noundef nonnull %2), !dbg !291
    #dbg_value(i64 %258, !146, !DIExpression(), !292)
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.11, i64 noundef %258), !dbg !293
    #dbg_value(i64 1, !144, !DIExpression(), !290)
  %260 = call fastcc i64 @b64_decode(ptr noundef nonnull @.str.12, ptr noundef nonnull %2), !dbg !291
    #dbg_value(i64 %260, !146, !DIExpression(), !292)
  %261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.12, i64 noundef %260), !dbg !293
    #dbg_value(i64 2, !144, !DIExpression(), !290)
  %262 = call fastcc i64 @b64_decode(ptr noundef nonnull @.str.13, ptr noundef nonnull %2), !dbg !291
    #dbg_value(i64 %262, !146, !DIExpression(), !292)
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.13, i64 noundef %262), !dbg !293
    #dbg_value(i64 3, !144, !DIExpression(), !290)
  %264 = call fastcc i64 @b64_decode(ptr noundef nonnull @.str.14, ptr noundef nonnull %2), !dbg !291
    #dbg_value(i64 %264, !146, !DIExpression(), !292)
  %265 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.14, i64 noundef %264), !dbg !293
    #dbg_value(i64 4, !144, !DIExpression(), !290)
  %266 = call noalias dereferenceable_or_null(1000) ptr @malloc(i64 noundef 1000) #12, !dbg !294
    #dbg_value(ptr %266, !149, !DIExpression(), !159)
  %267 = call noalias dereferenceable_or_null(700) ptr @malloc(i64 noundef 700) #12, !dbg !295
    #dbg_value(ptr %267, !150, !DIExpression(), !159)
    #dbg_value(i32 0, !152, !DIExpression(), !296)
  br label %268, !dbg !297

268:                                              ; preds = %276, %94
  %269 = phi i64 [ 0, %94 ], [ %283, %276 ], !dbg !298
  %270 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %94 ], [ %284, %276 ], !dbg !300
  %271 = lshr <16 x i32> %270, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !300
  %272 = xor <16 x i32> %271, %270, !dbg !301
  %273 = trunc <16 x i32> %272 to <16 x i8>, !dbg !302
  %274 = getelementptr inbounds i8, ptr %267, i64 %269, !dbg !303
  store <16 x i8> %273, ptr %274, align 1, !dbg !304, !tbaa !170
  %275 = icmp eq i64 %269, 672, !dbg !298
  br i1 %275, label %285, label %276, !dbg !298, !llvm.loop !305

276:                                              ; preds = %268
  %277 = or disjoint i64 %269, 16, !dbg !298
  %278 = add <16 x i32> %270, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !300
  %279 = lshr <16 x i32> %278, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>, !dbg !300
  %280 = xor <16 x i32> %279, %278, !dbg !301
  %281 = trunc <16 x i32> %280 to <16 x i8>, !dbg !302
  %282 = getelementptr inbounds i8, ptr %267, i64 %277, !dbg !303
  store <16 x i8> %281, ptr %282, align 1, !dbg !304, !tbaa !170
  %283 = add nuw nsw i64 %269, 32, !dbg !298
  %284 = add <16 x i32> %270, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, !dbg !300
  br label %268

285:                                              ; preds = %268
  %286 = getelementptr inbounds i8, ptr %267, i64 688, !dbg !303
  store <8 x i8> <i8 -26, i8 -25, i8 -28, i8 -27, i8 -30, i8 -29, i8 -32, i8 -31>, ptr %286, align 1, !dbg !304, !tbaa !170
    #dbg_value(i64 696, !152, !DIExpression(), !296)
  %287 = getelementptr inbounds i8, ptr %267, i64 696, !dbg !303
  store i8 -17, ptr %287, align 1, !dbg !304, !tbaa !170
    #dbg_value(i64 697, !152, !DIExpression(), !296)
  %288 = getelementptr inbounds i8, ptr %267, i64 697, !dbg !303
  store i8 -18, ptr %288, align 1, !dbg !304, !tbaa !170
    #dbg_value(i64 698, !152, !DIExpression(), !296)
  %289 = getelementptr inbounds i8, ptr %267, i64 698, !dbg !303
  store i8 -19, ptr %289, align 1, !dbg !304, !tbaa !170
    #dbg_value(i64 699, !152, !DIExpression(), !296)
  %290 = getelementptr inbounds i8, ptr %267, i64 699, !dbg !303
  store i8 -20, ptr %290, align 1, !dbg !304, !tbaa !170
    #dbg_value(i64 700, !152, !DIExpression(), !296)
  %291 = getelementptr i8, ptr %267, i64 1, !dbg !309
  %292 = getelementptr i8, ptr %267, i64 2, !dbg !309
  br label %373, !dbg !309

293:                                              ; preds = %4, %370
  %294 = phi i32 [ 0, %4 ], [ %366, %370 ]
  %295 = phi i64 [ 0, %4 ], [ %371, %370 ]
    #dbg_value(i32 %294, !135, !DIExpression(), !159)
    #dbg_value(i64 %295, !136, !DIExpression(), !180)
    #dbg_value(ptr %3, !186, !DIExpression(), !311)
    #dbg_value(i64 %295, !191, !DIExpression(), !311)
    #dbg_value(ptr %1, !192, !DIExpression(), !311)
    #dbg_value(i64 0, !193, !DIExpression(), !311)
    #dbg_value(i64 0, !194, !DIExpression(), !313)
  %296 = icmp eq i64 %295, 0, !dbg !314
  br i1 %296, label %355, label %297, !dbg !315

297:                                              ; preds = %293, %349
  %298 = phi i64 [ %353, %349 ], [ 0, %293 ]
  %299 = phi i64 [ %351, %349 ], [ 0, %293 ]
    #dbg_value(i64 %298, !194, !DIExpression(), !313)
    #dbg_value(i64 %299, !193, !DIExpression(), !311)
  %300 = getelementptr inbounds i8, ptr %3, i64 %298, !dbg !316
  %301 = load i8, ptr %300, align 1, !dbg !316, !tbaa !170
  %302 = zext i8 %301 to i32, !dbg !317
  %303 = shl nuw nsw i32 %302, 16, !dbg !318
    #dbg_value(i32 %303, !196, !DIExpression(), !319)
  %304 = add nuw nsw i64 %298, 1, !dbg !320
  %305 = icmp ult i64 %304, %295, !dbg !321
  br i1 %305, label %306, label %312, !dbg !322

306:                                              ; preds = %297
  %307 = getelementptr inbounds i8, ptr %3, i64 %304, !dbg !323
  %308 = load i8, ptr %307, align 1, !dbg !323, !tbaa !170
  %309 = zext i8 %308 to i32, !dbg !324
  %310 = shl nuw nsw i32 %309, 8, !dbg !325
  %311 = or disjoint i32 %310, %303, !dbg !326
    #dbg_value(i32 %311, !196, !DIExpression(), !319)
  br label %312, !dbg !327

312:                                              ; preds = %306, %297
  %313 = phi i32 [ %311, %306 ], [ %303, %297 ], !dbg !319
    #dbg_value(i32 %313, !196, !DIExpression(), !319)
  %314 = add nuw nsw i64 %298, 2, !dbg !328
  %315 = icmp ult i64 %314, %295, !dbg !329
  br i1 %315, label %316, label %321, !dbg !330

316:                                              ; preds = %312
  %317 = getelementptr inbounds i8, ptr %3, i64 %314, !dbg !331
  %318 = load i8, ptr %317, align 1, !dbg !331, !tbaa !170
  %319 = zext i8 %318 to i32, !dbg !331
  %320 = or i32 %313, %319, !dbg !332
    #dbg_value(i32 %320, !196, !DIExpression(), !319)
  br label %321, !dbg !333

321:                                              ; preds = %316, %312
  %322 = phi i32 [ %320, %316 ], [ %313, %312 ], !dbg !319
    #dbg_value(i32 %322, !196, !DIExpression(), !319)
  %323 = lshr i32 %322, 18, !dbg !334
  %324 = zext nneg i32 %323 to i64, !dbg !335
  %325 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %324, !dbg !335
  %326 = load i8, ptr %325, align 1, !dbg !335, !tbaa !170
    #dbg_value(i64 %299, !193, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !311)
  %327 = getelementptr inbounds i8, ptr %1, i64 %299, !dbg !336
  store i8 %326, ptr %327, align 4, !dbg !337, !tbaa !170
  %328 = lshr i32 %322, 12, !dbg !338
  %329 = and i32 %328, 63, !dbg !339
  %330 = zext nneg i32 %329 to i64, !dbg !340
  %331 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %330, !dbg !340
  %332 = load i8, ptr %331, align 1, !dbg !340, !tbaa !170
    #dbg_value(i64 %299, !193, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !311)
  %333 = getelementptr i8, ptr %327, i64 1, !dbg !341
  store i8 %332, ptr %333, align 1, !dbg !342, !tbaa !170
  br i1 %305, label %334, label %340, !dbg !343

334:                                              ; preds = %321
  %335 = lshr i32 %322, 6, !dbg !344
  %336 = and i32 %335, 63, !dbg !345
  %337 = zext nneg i32 %336 to i64, !dbg !346
  %338 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %337, !dbg !346
  %339 = load i8, ptr %338, align 1, !dbg !346, !tbaa !170
  br label %340, !dbg !343

340:                                              ; preds = %334, %321
  %341 = phi i8 [ %339, %334 ], [ 61, %321 ], !dbg !343
  %342 = or disjoint i64 %299, 3, !dbg !347
    #dbg_value(i64 %342, !193, !DIExpression(), !311)
  %343 = getelementptr i8, ptr %327, i64 2, !dbg !348
  store i8 %341, ptr %343, align 2, !dbg !349, !tbaa !170
  br i1 %315, label %344, label %349, !dbg !350

344:                                              ; preds = %340
  %345 = and i32 %322, 63, !dbg !351
  %346 = zext nneg i32 %345 to i64, !dbg !352
  %347 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %346, !dbg !352
  %348 = load i8, ptr %347, align 1, !dbg !352, !tbaa !170
  br label %349, !dbg !350

349:                                              ; preds = %344, %340
  %350 = phi i8 [ %348, %344 ], [ 61, %340 ], !dbg !350
  %351 = add nuw nsw i64 %299, 4, !dbg !353
    #dbg_value(i64 %351, !193, !DIExpression(), !311)
  %352 = getelementptr inbounds i8, ptr %1, i64 %342, !dbg !354
  store i8 %350, ptr %352, align 1, !dbg !355, !tbaa !170
  %353 = add nuw nsw i64 %298, 3, !dbg !356
    #dbg_value(i64 %353, !194, !DIExpression(), !313)
  %354 = icmp ult i64 %353, %295, !dbg !314
  br i1 %354, label %297, label %355, !dbg !315, !llvm.loop !357

355:                                              ; preds = %349, %293
  %356 = phi i64 [ 0, %293 ], [ %351, %349 ], !dbg !311
  %357 = getelementptr inbounds i8, ptr %1, i64 %356, !dbg !359
  store i8 0, ptr %357, align 1, !dbg !360, !tbaa !170
    #dbg_value(i64 %356, !138, !DIExpression(), !361)
  %358 = call fastcc i64 @b64_decode(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !362
    #dbg_value(i64 %358, !141, !DIExpression(), !361)
  %359 = icmp eq i64 %358, %295, !dbg !363
  br i1 %359, label %360, label %363, !dbg !364

360:                                              ; preds = %355
  %361 = call i32 @bcmp(ptr nonnull %2, ptr nonnull %3, i64 %295), !dbg !365
  %362 = icmp eq i32 %361, 0, !dbg !366
  br label %363

363:                                              ; preds = %360, %355
  %364 = phi i1 [ false, %355 ], [ %362, %360 ], !dbg !361
  %365 = zext i1 %364 to i32, !dbg !364
  %366 = add nuw nsw i32 %294, %365, !dbg !367
    #dbg_value(i32 %366, !135, !DIExpression(), !159)
  %367 = icmp eq i64 %295, 21, !dbg !368
  br i1 %367, label %368, label %370, !dbg !370

368:                                              ; preds = %363
  %369 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, i64 noundef %356), !dbg !371
  br label %370, !dbg !371

370:                                              ; preds = %368, %363
  %371 = add nuw nsw i64 %295, 7, !dbg !372
    #dbg_value(i32 %366, !135, !DIExpression(), !159)
    #dbg_value(i64 %371, !136, !DIExpression(), !180)
  %372 = icmp ult i64 %295, 94, !dbg !373
  br i1 %372, label %293, label %94, !dbg !181, !llvm.loop !374

373:                                              ; preds = %285, %422
  %374 = phi i64 [ %426, %422 ], [ 0, %285 ]
  %375 = phi i64 [ %424, %422 ], [ 0, %285 ]
    #dbg_value(i64 %374, !194, !DIExpression(), !376)
    #dbg_value(i64 %375, !193, !DIExpression(), !377)
  %376 = getelementptr inbounds i8, ptr %267, i64 %374, !dbg !378
  %377 = load i8, ptr %376, align 1, !dbg !378, !tbaa !170
  %378 = zext i8 %377 to i32, !dbg !379
  %379 = shl nuw nsw i32 %378, 16, !dbg !380
    #dbg_value(i32 %379, !196, !DIExpression(), !381)
  %380 = icmp ult i64 %374, 699, !dbg !382
  br i1 %380, label %381, label %393, !dbg !383

381:                                              ; preds = %373
  %382 = getelementptr i8, ptr %291, i64 %374, !dbg !384
  %383 = load i8, ptr %382, align 1, !dbg !384, !tbaa !170
  %384 = zext i8 %383 to i32, !dbg !385
  %385 = shl nuw nsw i32 %384, 8, !dbg !386
  %386 = or disjoint i32 %385, %379, !dbg !387
    #dbg_value(i32 %386, !196, !DIExpression(), !381)
  %387 = icmp eq i64 %374, 698, !dbg !388
  br i1 %387, label %393, label %388, !dbg !389

388:                                              ; preds = %381
  %389 = getelementptr i8, ptr %292, i64 %374, !dbg !390
  %390 = load i8, ptr %389, align 1, !dbg !390, !tbaa !170
  %391 = zext i8 %390 to i32, !dbg !390
  %392 = or disjoint i32 %386, %391, !dbg !391
    #dbg_value(i32 %392, !196, !DIExpression(), !381)
  br label %393, !dbg !392

393:                                              ; preds = %373, %388, %381
  %394 = phi i1 [ true, %388 ], [ false, %381 ], [ false, %373 ]
  %395 = phi i32 [ %392, %388 ], [ %386, %381 ], [ %379, %373 ], !dbg !381
    #dbg_value(i32 %395, !196, !DIExpression(), !381)
  %396 = lshr i32 %395, 18, !dbg !393
  %397 = zext nneg i32 %396 to i64, !dbg !394
  %398 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %397, !dbg !394
  %399 = load i8, ptr %398, align 1, !dbg !394, !tbaa !170
    #dbg_value(i64 %375, !193, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !377)
  %400 = getelementptr inbounds i8, ptr %266, i64 %375, !dbg !395
  store i8 %399, ptr %400, align 1, !dbg !396, !tbaa !170
  %401 = lshr i32 %395, 12, !dbg !397
  %402 = and i32 %401, 63, !dbg !398
  %403 = zext nneg i32 %402 to i64, !dbg !399
  %404 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %403, !dbg !399
  %405 = load i8, ptr %404, align 1, !dbg !399, !tbaa !170
    #dbg_value(i64 %375, !193, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !377)
  %406 = getelementptr i8, ptr %400, i64 1, !dbg !400
  store i8 %405, ptr %406, align 1, !dbg !401, !tbaa !170
  br i1 %380, label %407, label %413, !dbg !402

407:                                              ; preds = %393
  %408 = lshr i32 %395, 6, !dbg !403
  %409 = and i32 %408, 63, !dbg !404
  %410 = zext nneg i32 %409 to i64, !dbg !405
  %411 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %410, !dbg !405
  %412 = load i8, ptr %411, align 1, !dbg !405, !tbaa !170
  br label %413, !dbg !402

413:                                              ; preds = %407, %393
  %414 = phi i8 [ %412, %407 ], [ 61, %393 ], !dbg !402
  %415 = or disjoint i64 %375, 3, !dbg !406
    #dbg_value(i64 %415, !193, !DIExpression(), !377)
  %416 = getelementptr i8, ptr %400, i64 2, !dbg !407
  store i8 %414, ptr %416, align 1, !dbg !408, !tbaa !170
  br i1 %394, label %417, label %422, !dbg !409

417:                                              ; preds = %413
  %418 = and i32 %395, 63, !dbg !410
  %419 = zext nneg i32 %418 to i64, !dbg !411
  %420 = getelementptr inbounds [65 x i8], ptr @alphabet, i64 0, i64 %419, !dbg !411
  %421 = load i8, ptr %420, align 1, !dbg !411, !tbaa !170
  br label %422, !dbg !409

422:                                              ; preds = %417, %413
  %423 = phi i8 [ %421, %417 ], [ 61, %413 ], !dbg !409
  %424 = add nuw nsw i64 %375, 4, !dbg !412
    #dbg_value(i64 %424, !193, !DIExpression(), !377)
  %425 = getelementptr inbounds i8, ptr %266, i64 %415, !dbg !413
  store i8 %423, ptr %425, align 1, !dbg !414, !tbaa !170
  %426 = add nuw nsw i64 %374, 3, !dbg !415
    #dbg_value(i64 %426, !194, !DIExpression(), !376)
  %427 = icmp ult i64 %374, 697, !dbg !416
  br i1 %427, label %373, label %428, !dbg !309, !llvm.loop !417

428:                                              ; preds = %422
  %429 = getelementptr inbounds i8, ptr %266, i64 936, !dbg !419
  store i8 0, ptr %429, align 1, !dbg !420, !tbaa !170
    #dbg_value(i64 936, !154, !DIExpression(), !159)
    #dbg_value(i32 0, !155, !DIExpression(), !159)
    #dbg_value(i64 0, !156, !DIExpression(), !421)
  %430 = getelementptr inbounds i8, ptr %266, i64 2, !dbg !422
  %431 = getelementptr inbounds i8, ptr %266, i64 3, !dbg !422
  %432 = getelementptr inbounds i8, ptr %266, i64 4, !dbg !422
  %433 = getelementptr inbounds i8, ptr %266, i64 5, !dbg !422
  br label %436, !dbg !422

434:                                              ; preds = %436
  %435 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef 936, i32 noundef %469), !dbg !423
  call void @free(ptr noundef nonnull %266) #10, !dbg !424
  call void @free(ptr noundef %267) #10, !dbg !425
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %3) #10, !dbg !426
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10, !dbg !426
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #10, !dbg !426
  ret i32 0, !dbg !427

436:                                              ; preds = %436, %428
  %437 = phi i64 [ 0, %428 ], [ %470, %436 ]
  %438 = phi i32 [ 0, %428 ], [ %469, %436 ]
    #dbg_value(i64 %437, !156, !DIExpression(), !421)
    #dbg_value(i32 %438, !155, !DIExpression(), !159)
  %439 = mul i32 %438, 33, !dbg !428
  %440 = getelementptr inbounds i8, ptr %266, i64 %437, !dbg !430
  %441 = load i8, ptr %440, align 1, !dbg !430, !tbaa !170
  %442 = zext i8 %441 to i32, !dbg !431
  %443 = add i32 %439, %442, !dbg !432
    #dbg_value(i32 %443, !155, !DIExpression(), !159)
  %444 = or disjoint i64 %437, 1, !dbg !433
    #dbg_value(i64 %444, !156, !DIExpression(), !421)
  %445 = mul i32 %443, 33, !dbg !428
  %446 = getelementptr inbounds i8, ptr %266, i64 %444, !dbg !430
  %447 = load i8, ptr %446, align 1, !dbg !430, !tbaa !170
  %448 = zext i8 %447 to i32, !dbg !431
  %449 = add i32 %445, %448, !dbg !432
    #dbg_value(i32 %449, !155, !DIExpression(), !159)
    #dbg_value(i64 %437, !156, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !421)
  %450 = mul i32 %449, 33, !dbg !428
  %451 = getelementptr inbounds i8, ptr %430, i64 %437, !dbg !430
  %452 = load i8, ptr %451, align 1, !dbg !430, !tbaa !170
  %453 = zext i8 %452 to i32, !dbg !431
  %454 = add i32 %450, %453, !dbg !432
    #dbg_value(i32 %454, !155, !DIExpression(), !159)
    #dbg_value(i64 %437, !156, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !421)
  %455 = mul i32 %454, 33, !dbg !428
  %456 = getelementptr inbounds i8, ptr %431, i64 %437, !dbg !430
  %457 = load i8, ptr %456, align 1, !dbg !430, !tbaa !170
  %458 = zext i8 %457 to i32, !dbg !431
  %459 = add i32 %455, %458, !dbg !432
    #dbg_value(i32 %459, !155, !DIExpression(), !159)
    #dbg_value(i64 %437, !156, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !421)
  %460 = mul i32 %459, 33, !dbg !428
  %461 = getelementptr inbounds i8, ptr %432, i64 %437, !dbg !430
  %462 = load i8, ptr %461, align 1, !dbg !430, !tbaa !170
  %463 = zext i8 %462 to i32, !dbg !431
  %464 = add i32 %460, %463, !dbg !432
    #dbg_value(i32 %464, !155, !DIExpression(), !159)
    #dbg_value(i64 %437, !156, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !421)
  %465 = mul i32 %464, 33, !dbg !428
  %466 = getelementptr inbounds i8, ptr %433, i64 %437, !dbg !430
  %467 = load i8, ptr %466, align 1, !dbg !430, !tbaa !170
  %468 = zext i8 %467 to i32, !dbg !431
  %469 = add i32 %465, %468, !dbg !432
    #dbg_value(i32 %469, !155, !DIExpression(), !159)
  %470 = add nuw nsw i64 %437, 6, !dbg !433
    #dbg_value(i64 %470, !156, !DIExpression(), !421)
  %471 = icmp eq i64 %470, 936, !dbg !434
  br i1 %471, label %434, label %436, !dbg !422, !llvm.loop !435
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !437 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(argmem: readwrite) uwtable
define internal fastcc i64 @b64_decode(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #3 !dbg !441 {
  %3 = alloca i32, align 16, !DIAssignID !458
    #dbg_assign(i1 undef, !451, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !458, ptr %3, !DIExpression(), !459)
  %4 = alloca i32, align 4, !DIAssignID !460
    #dbg_assign(i1 undef, !451, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !460, ptr %4, !DIExpression(), !459)
  %5 = alloca i32, align 8, !DIAssignID !461
    #dbg_assign(i1 undef, !451, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !461, ptr %5, !DIExpression(), !459)
  %6 = alloca i32, align 4, !DIAssignID !462
    #dbg_assign(i1 undef, !451, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !462, ptr %6, !DIExpression(), !459)
    #dbg_value(ptr %0, !445, !DIExpression(), !463)
    #dbg_value(ptr %1, !446, !DIExpression(), !463)
  %7 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #11, !dbg !464
    #dbg_value(i64 %7, !447, !DIExpression(), !463)
  %8 = and i64 %7, 3, !dbg !465
  %9 = icmp eq i64 %8, 0, !dbg !465
  br i1 %9, label %10, label %114, !dbg !467

10:                                               ; preds = %2
    #dbg_value(i64 0, !449, !DIExpression(), !468)
    #dbg_value(i64 0, !448, !DIExpression(), !463)
  %11 = icmp eq i64 %7, 0, !dbg !469
  br i1 %11, label %114, label %12, !dbg !470

12:                                               ; preds = %10, %110
  %13 = phi i64 [ %112, %110 ], [ 0, %10 ]
  %14 = phi i64 [ %111, %110 ], [ 0, %10 ]
    #dbg_value(i64 %13, !449, !DIExpression(), !468)
    #dbg_value(i64 %14, !448, !DIExpression(), !463)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !471
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !471
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !471
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !471
    #dbg_value(i64 0, !455, !DIExpression(), !472)
  %15 = getelementptr inbounds i8, ptr %0, i64 %13, !dbg !473
  %16 = load i8, ptr %15, align 1, !dbg !473, !tbaa !170
  %17 = icmp eq i8 %16, 61, !dbg !476
  br i1 %17, label %31, label %18, !dbg !473

18:                                               ; preds = %12
    #dbg_value(i8 %16, !477, !DIExpression(), !483)
  %19 = sext i8 %16 to i32, !dbg !485
  %20 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @alphabet, i32 %19, i64 65), !dbg !486
    #dbg_value(ptr %20, !482, !DIExpression(), !483)
  %21 = icmp ne i8 %16, 0, !dbg !487
  %22 = icmp ne ptr %20, null
  %23 = select i1 %21, i1 %22, i1 false, !dbg !488
  br i1 %23, label %26, label %24, !dbg !489

24:                                               ; preds = %71, %54, %37, %18
  %25 = phi ptr [ %3, %18 ], [ %4, %37 ], [ %5, %54 ], [ %6, %71 ], !dbg !490
  store i32 -1, ptr %25, align 4, !dbg !491, !tbaa !492
  br label %109, !dbg !494

26:                                               ; preds = %18
  %27 = ptrtoint ptr %20 to i64, !dbg !488
  %28 = trunc i64 %27 to i32, !dbg !488
  %29 = sub i32 %28, ptrtoint (ptr @alphabet to i32), !dbg !488
  %30 = icmp slt i32 %29, 0, !dbg !495
  br i1 %30, label %109, label %31, !dbg !494

31:                                               ; preds = %12, %26
  %32 = phi i32 [ %29, %26 ], [ 0, %12 ]
    #dbg_value(i64 1, !455, !DIExpression(), !472)
  %33 = or disjoint i64 %13, 1, !dbg !497
  %34 = getelementptr inbounds i8, ptr %0, i64 %33, !dbg !473
  %35 = load i8, ptr %34, align 1, !dbg !473, !tbaa !170
  %36 = icmp eq i8 %35, 61, !dbg !476
  br i1 %36, label %48, label %37, !dbg !473

37:                                               ; preds = %31
    #dbg_value(i8 %35, !477, !DIExpression(), !483)
  %38 = sext i8 %35 to i32, !dbg !485
  %39 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @alphabet, i32 %38, i64 65), !dbg !486
    #dbg_value(ptr %39, !482, !DIExpression(), !483)
  %40 = icmp ne i8 %35, 0, !dbg !487
  %41 = icmp ne ptr %39, null
  %42 = select i1 %40, i1 %41, i1 false, !dbg !488
  br i1 %42, label %43, label %24, !dbg !489

43:                                               ; preds = %37
  %44 = ptrtoint ptr %39 to i64, !dbg !488
  %45 = trunc i64 %44 to i32, !dbg !488
  %46 = sub i32 %45, ptrtoint (ptr @alphabet to i32), !dbg !488
  %47 = icmp slt i32 %46, 0, !dbg !495
  br i1 %47, label %109, label %48, !dbg !494

48:                                               ; preds = %31, %43
  %49 = phi i32 [ %46, %43 ], [ 0, %31 ]
    #dbg_value(i64 2, !455, !DIExpression(), !472)
  %50 = or disjoint i64 %13, 2, !dbg !497
  %51 = getelementptr inbounds i8, ptr %0, i64 %50, !dbg !473
  %52 = load i8, ptr %51, align 1, !dbg !473, !tbaa !170
  %53 = icmp eq i8 %52, 61, !dbg !476
  br i1 %53, label %65, label %54, !dbg !473

54:                                               ; preds = %48
    #dbg_value(i8 %52, !477, !DIExpression(), !483)
  %55 = sext i8 %52 to i32, !dbg !485
  %56 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @alphabet, i32 %55, i64 65), !dbg !486
    #dbg_value(ptr %56, !482, !DIExpression(), !483)
  %57 = icmp ne i8 %52, 0, !dbg !487
  %58 = icmp ne ptr %56, null
  %59 = select i1 %57, i1 %58, i1 false, !dbg !488
  br i1 %59, label %60, label %24, !dbg !489

60:                                               ; preds = %54
  %61 = ptrtoint ptr %56 to i64, !dbg !488
  %62 = trunc i64 %61 to i32, !dbg !488
  %63 = sub i32 %62, ptrtoint (ptr @alphabet to i32), !dbg !488
  %64 = icmp slt i32 %63, 0, !dbg !495
  br i1 %64, label %109, label %65, !dbg !494

65:                                               ; preds = %48, %60
  %66 = phi i32 [ %63, %60 ], [ 0, %48 ]
    #dbg_value(i64 3, !455, !DIExpression(), !472)
  %67 = or disjoint i64 %13, 3, !dbg !497
  %68 = getelementptr inbounds i8, ptr %0, i64 %67, !dbg !473
  %69 = load i8, ptr %68, align 1, !dbg !473, !tbaa !170
  %70 = icmp eq i8 %69, 61, !dbg !476
  br i1 %70, label %82, label %71, !dbg !473

71:                                               ; preds = %65
    #dbg_value(i8 %69, !477, !DIExpression(), !483)
  %72 = sext i8 %69 to i32, !dbg !485
  %73 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @alphabet, i32 %72, i64 65), !dbg !486
    #dbg_value(ptr %73, !482, !DIExpression(), !483)
  %74 = icmp ne i8 %69, 0, !dbg !487
  %75 = icmp ne ptr %73, null
  %76 = select i1 %74, i1 %75, i1 false, !dbg !488
  br i1 %76, label %77, label %24, !dbg !489

77:                                               ; preds = %71
  %78 = ptrtoint ptr %73 to i64, !dbg !488
  %79 = trunc i64 %78 to i32, !dbg !488
  %80 = sub i32 %79, ptrtoint (ptr @alphabet to i32), !dbg !488
  %81 = icmp slt i32 %80, 0, !dbg !495
  br i1 %81, label %109, label %82, !dbg !494

82:                                               ; preds = %65, %77
  %83 = phi i32 [ %80, %77 ], [ 0, %65 ], !dbg !498
    #dbg_value(i64 4, !455, !DIExpression(), !472)
  %84 = shl i32 %32, 18, !dbg !499
  %85 = shl i32 %49, 12, !dbg !500
  %86 = or i32 %85, %84, !dbg !501
  %87 = shl i32 %66, 6, !dbg !502
  %88 = or i32 %86, %87, !dbg !503
  %89 = or i32 %88, %83, !dbg !504
    #dbg_value(i32 %89, !457, !DIExpression(), !459)
  %90 = lshr i32 %89, 16, !dbg !505
  %91 = trunc i32 %90 to i8, !dbg !506
  %92 = add nsw i64 %14, 1, !dbg !507
    #dbg_value(i64 %92, !448, !DIExpression(), !463)
  %93 = getelementptr inbounds i8, ptr %1, i64 %14, !dbg !508
  store i8 %91, ptr %93, align 1, !dbg !509, !tbaa !170
  %94 = load i8, ptr %51, align 1, !dbg !510, !tbaa !170
  %95 = icmp eq i8 %94, 61, !dbg !512
  br i1 %95, label %101, label %96, !dbg !513

96:                                               ; preds = %82
  %97 = lshr i32 %89, 8, !dbg !514
  %98 = trunc i32 %97 to i8, !dbg !515
  %99 = add nsw i64 %14, 2, !dbg !516
    #dbg_value(i64 %99, !448, !DIExpression(), !463)
  %100 = getelementptr inbounds i8, ptr %1, i64 %92, !dbg !517
  store i8 %98, ptr %100, align 1, !dbg !518, !tbaa !170
  br label %101, !dbg !517

101:                                              ; preds = %96, %82
  %102 = phi i64 [ %99, %96 ], [ %92, %82 ], !dbg !459
    #dbg_value(i64 %102, !448, !DIExpression(), !463)
  %103 = load i8, ptr %68, align 1, !dbg !519, !tbaa !170
  %104 = icmp eq i8 %103, 61, !dbg !521
  br i1 %104, label %110, label %105, !dbg !522

105:                                              ; preds = %101
  %106 = trunc i32 %89 to i8, !dbg !523
  %107 = add nsw i64 %102, 1, !dbg !524
    #dbg_value(i64 %107, !448, !DIExpression(), !463)
  %108 = getelementptr inbounds i8, ptr %1, i64 %102, !dbg !525
  store i8 %106, ptr %108, align 1, !dbg !526, !tbaa !170
  br label %110, !dbg !525

109:                                              ; preds = %26, %43, %60, %77, %24
    #dbg_value(i64 undef, !448, !DIExpression(), !463)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !527
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !527
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !527
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !527
  br label %114

110:                                              ; preds = %101, %105
  %111 = phi i64 [ %102, %101 ], [ %107, %105 ]
    #dbg_value(i64 %111, !448, !DIExpression(), !463)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !527
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !527
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !527
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !527
  %112 = add i64 %13, 4, !dbg !528
    #dbg_value(i64 %112, !449, !DIExpression(), !468)
  %113 = icmp ult i64 %112, %7, !dbg !469
  br i1 %113, label %12, label %114, !dbg !470, !llvm.loop !529

114:                                              ; preds = %110, %10, %109, %2
  %115 = phi i64 [ -1, %2 ], [ -1, %109 ], [ 0, %10 ], [ %111, %110 ], !dbg !463
  ret i64 %115, !dbg !531
}

; Function Attrs: nofree nounwind
declare !dbg !532 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !537 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !542 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!77}
!llvm.module.flags = !{!100, !101, !102, !103, !104, !105, !106}
!llvm.ident = !{!107}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "base64.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "a37532bb08ee552c84b47fe63dca6735")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 1)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 3)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 7)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 28)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 34)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 24)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 30)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !19, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !24, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !24, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !24, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 20)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 33)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "alphabet", scope: !77, file: !2, line: 7, type: !96, isLocal: true, isDefinition: true)
!77 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !78, globals: !89, splitDebugInlining: false, nameTableKind: None)
!78 = !{!79, !82, !83, !84, !81, !87, !88}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!81 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!83 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !85, line: 18, baseType: !86)
!85 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!86 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!87 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!88 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!89 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !57, !59, !61, !63, !65, !70, !75, !90, !92, !94}
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !34, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !29, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 520, elements: !98)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!98 = !{!99}
!99 = !DISubrange(count: 65)
!100 = !{i32 7, !"Dwarf Version", i32 5}
!101 = !{i32 2, !"Debug Info Version", i32 3}
!102 = !{i32 1, !"wchar_size", i32 4}
!103 = !{i32 8, !"PIC Level", i32 2}
!104 = !{i32 7, !"PIE Level", i32 2}
!105 = !{i32 7, !"uwtable", i32 2}
!106 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!107 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!108 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 58, type: !109, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !77, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!88}
!111 = !{!112, !117, !121, !123, !125, !128, !129, !133, !135, !136, !138, !141, !142, !144, !146, !149, !150, !152, !154, !155, !156}
!112 = !DILocalVariable(name: "texts", scope: !108, file: !2, line: 59, type: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 512, elements: !115)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!115 = !{!116}
!116 = !DISubrange(count: 8)
!117 = !DILocalVariable(name: "enc", scope: !108, file: !2, line: 61, type: !118)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 256)
!121 = !DILocalVariable(name: "dec", scope: !108, file: !2, line: 62, type: !122)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 2048, elements: !119)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 63, type: !88)
!124 = distinct !DILexicalBlock(scope: !108, file: !2, line: 63, column: 5)
!125 = !DILocalVariable(name: "n", scope: !126, file: !2, line: 64, type: !84)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 63, column: 33)
!127 = distinct !DILexicalBlock(scope: !124, file: !2, line: 63, column: 5)
!128 = !DILocalVariable(name: "m", scope: !126, file: !2, line: 65, type: !83)
!129 = !DILocalVariable(name: "bin", scope: !108, file: !2, line: 70, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 800, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 100)
!133 = !DILocalVariable(name: "i", scope: !134, file: !2, line: 71, type: !88)
!134 = distinct !DILexicalBlock(scope: !108, file: !2, line: 71, column: 5)
!135 = !DILocalVariable(name: "good", scope: !108, file: !2, line: 75, type: !88)
!136 = !DILocalVariable(name: "len", scope: !137, file: !2, line: 76, type: !84)
!137 = distinct !DILexicalBlock(scope: !108, file: !2, line: 76, column: 5)
!138 = !DILocalVariable(name: "n", scope: !139, file: !2, line: 77, type: !84)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 76, column: 48)
!140 = distinct !DILexicalBlock(scope: !137, file: !2, line: 76, column: 5)
!141 = !DILocalVariable(name: "m", scope: !139, file: !2, line: 78, type: !83)
!142 = !DILocalVariable(name: "bad", scope: !108, file: !2, line: 85, type: !143)
!143 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 256, elements: !20)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 86, type: !88)
!145 = distinct !DILexicalBlock(scope: !108, file: !2, line: 86, column: 5)
!146 = !DILocalVariable(name: "m", scope: !147, file: !2, line: 87, type: !83)
!147 = distinct !DILexicalBlock(scope: !148, file: !2, line: 86, column: 33)
!148 = distinct !DILexicalBlock(scope: !145, file: !2, line: 86, column: 5)
!149 = !DILocalVariable(name: "big", scope: !108, file: !2, line: 90, type: !82)
!150 = !DILocalVariable(name: "raw", scope: !108, file: !2, line: 91, type: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!152 = !DILocalVariable(name: "i", scope: !153, file: !2, line: 92, type: !88)
!153 = distinct !DILexicalBlock(scope: !108, file: !2, line: 92, column: 5)
!154 = !DILocalVariable(name: "n", scope: !108, file: !2, line: 94, type: !84)
!155 = !DILocalVariable(name: "sum", scope: !108, file: !2, line: 95, type: !87)
!156 = !DILocalVariable(name: "i", scope: !157, file: !2, line: 96, type: !84)
!157 = distinct !DILexicalBlock(scope: !108, file: !2, line: 96, column: 5)
!158 = distinct !DIAssignID()
!159 = !DILocation(line: 0, scope: !108)
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 61, column: 5, scope: !108)
!163 = !DILocation(line: 62, column: 5, scope: !108)
!164 = !DILocation(line: 0, scope: !124)
!165 = !DILocation(line: 63, column: 5, scope: !124)
!166 = !DILocation(line: 70, column: 5, scope: !108)
!167 = !DILocation(line: 0, scope: !134)
!168 = !DILocation(line: 72, column: 16, scope: !169)
!169 = distinct !DILexicalBlock(scope: !134, file: !2, line: 71, column: 5)
!170 = !{!171, !171, i64 0}
!171 = !{!"omnipotent char", !172, i64 0}
!172 = !{!"Simple C/C++ TBAA"}
!173 = !DILocation(line: 72, column: 9, scope: !169)
!174 = !DILocation(line: 73, column: 5, scope: !108)
!175 = !DILocation(line: 73, column: 12, scope: !108)
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 74, column: 5, scope: !108)
!178 = !DILocation(line: 74, column: 13, scope: !108)
!179 = distinct !DIAssignID()
!180 = !DILocation(line: 0, scope: !137)
!181 = !DILocation(line: 76, column: 5, scope: !137)
!182 = !DILocation(line: 64, column: 54, scope: !126)
!183 = !{!184, !184, i64 0}
!184 = !{!"any pointer", !171, i64 0}
!185 = !DILocation(line: 64, column: 64, scope: !126)
!186 = !DILocalVariable(name: "in", arg: 1, scope: !187, file: !2, line: 9, type: !79)
!187 = distinct !DISubprogram(name: "b64_encode", scope: !2, file: !2, line: 9, type: !188, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !77, retainedNodes: !190)
!188 = !DISubroutineType(types: !189)
!189 = !{!84, !79, !84, !82}
!190 = !{!186, !191, !192, !193, !194, !196}
!191 = !DILocalVariable(name: "n", arg: 2, scope: !187, file: !2, line: 9, type: !84)
!192 = !DILocalVariable(name: "out", arg: 3, scope: !187, file: !2, line: 9, type: !82)
!193 = !DILocalVariable(name: "o", scope: !187, file: !2, line: 10, type: !84)
!194 = !DILocalVariable(name: "i", scope: !195, file: !2, line: 11, type: !84)
!195 = distinct !DILexicalBlock(scope: !187, file: !2, line: 11, column: 5)
!196 = !DILocalVariable(name: "v", scope: !197, file: !2, line: 12, type: !87)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 11, column: 39)
!198 = distinct !DILexicalBlock(scope: !195, file: !2, line: 11, column: 5)
!199 = !DILocation(line: 0, scope: !187, inlinedAt: !200)
!200 = distinct !DILocation(line: 64, column: 20, scope: !126)
!201 = !DILocation(line: 0, scope: !195, inlinedAt: !200)
!202 = !DILocation(line: 11, column: 26, scope: !198, inlinedAt: !200)
!203 = !DILocation(line: 11, column: 5, scope: !195, inlinedAt: !200)
!204 = !DILocation(line: 12, column: 32, scope: !197, inlinedAt: !200)
!205 = !DILocation(line: 12, column: 22, scope: !197, inlinedAt: !200)
!206 = !DILocation(line: 12, column: 38, scope: !197, inlinedAt: !200)
!207 = !DILocation(line: 0, scope: !197, inlinedAt: !200)
!208 = !DILocation(line: 13, column: 15, scope: !209, inlinedAt: !200)
!209 = distinct !DILexicalBlock(scope: !197, file: !2, line: 13, column: 13)
!210 = !DILocation(line: 13, column: 19, scope: !209, inlinedAt: !200)
!211 = !DILocation(line: 13, column: 13, scope: !197, inlinedAt: !200)
!212 = !DILocation(line: 13, column: 39, scope: !209, inlinedAt: !200)
!213 = !DILocation(line: 13, column: 29, scope: !209, inlinedAt: !200)
!214 = !DILocation(line: 13, column: 49, scope: !209, inlinedAt: !200)
!215 = !DILocation(line: 13, column: 26, scope: !209, inlinedAt: !200)
!216 = !DILocation(line: 13, column: 24, scope: !209, inlinedAt: !200)
!217 = !DILocation(line: 14, column: 15, scope: !218, inlinedAt: !200)
!218 = distinct !DILexicalBlock(scope: !197, file: !2, line: 14, column: 13)
!219 = !DILocation(line: 14, column: 19, scope: !218, inlinedAt: !200)
!220 = !DILocation(line: 14, column: 13, scope: !197, inlinedAt: !200)
!221 = !DILocation(line: 14, column: 29, scope: !218, inlinedAt: !200)
!222 = !DILocation(line: 14, column: 26, scope: !218, inlinedAt: !200)
!223 = !DILocation(line: 14, column: 24, scope: !218, inlinedAt: !200)
!224 = !DILocation(line: 15, column: 32, scope: !197, inlinedAt: !200)
!225 = !DILocation(line: 15, column: 20, scope: !197, inlinedAt: !200)
!226 = !DILocation(line: 15, column: 9, scope: !197, inlinedAt: !200)
!227 = !DILocation(line: 15, column: 18, scope: !197, inlinedAt: !200)
!228 = !DILocation(line: 16, column: 32, scope: !197, inlinedAt: !200)
!229 = !DILocation(line: 16, column: 39, scope: !197, inlinedAt: !200)
!230 = !DILocation(line: 16, column: 20, scope: !197, inlinedAt: !200)
!231 = !DILocation(line: 16, column: 9, scope: !197, inlinedAt: !200)
!232 = !DILocation(line: 16, column: 18, scope: !197, inlinedAt: !200)
!233 = !DILocation(line: 17, column: 20, scope: !197, inlinedAt: !200)
!234 = !DILocation(line: 17, column: 44, scope: !197, inlinedAt: !200)
!235 = !DILocation(line: 17, column: 50, scope: !197, inlinedAt: !200)
!236 = !DILocation(line: 17, column: 32, scope: !197, inlinedAt: !200)
!237 = !DILocation(line: 17, column: 14, scope: !197, inlinedAt: !200)
!238 = !DILocation(line: 17, column: 9, scope: !197, inlinedAt: !200)
!239 = !DILocation(line: 17, column: 18, scope: !197, inlinedAt: !200)
!240 = !DILocation(line: 18, column: 20, scope: !197, inlinedAt: !200)
!241 = !DILocation(line: 18, column: 43, scope: !197, inlinedAt: !200)
!242 = !DILocation(line: 18, column: 32, scope: !197, inlinedAt: !200)
!243 = !DILocation(line: 18, column: 14, scope: !197, inlinedAt: !200)
!244 = !DILocation(line: 18, column: 9, scope: !197, inlinedAt: !200)
!245 = !DILocation(line: 18, column: 18, scope: !197, inlinedAt: !200)
!246 = !DILocation(line: 11, column: 33, scope: !198, inlinedAt: !200)
!247 = distinct !{!247, !203, !248, !249}
!248 = !DILocation(line: 19, column: 5, scope: !195, inlinedAt: !200)
!249 = !{!"llvm.loop.mustprogress"}
!250 = !DILocation(line: 20, column: 5, scope: !187, inlinedAt: !200)
!251 = !DILocation(line: 20, column: 12, scope: !187, inlinedAt: !200)
!252 = !DILocation(line: 0, scope: !126)
!253 = !DILocation(line: 65, column: 18, scope: !126)
!254 = !DILocation(line: 66, column: 13, scope: !126)
!255 = !DILocation(line: 66, column: 9, scope: !126)
!256 = !DILocation(line: 66, column: 28, scope: !126)
!257 = !DILocation(line: 68, column: 27, scope: !126)
!258 = !DILocation(line: 68, column: 18, scope: !126)
!259 = !DILocation(line: 68, column: 44, scope: !126)
!260 = !DILocation(line: 68, column: 47, scope: !126)
!261 = !DILocation(line: 68, column: 80, scope: !126)
!262 = !DILocation(line: 67, column: 9, scope: !126)
!263 = !DILocation(line: 63, column: 29, scope: !127)
!264 = !DILocation(line: 63, column: 23, scope: !127)
!265 = distinct !{!265, !165, !266, !249}
!266 = !DILocation(line: 69, column: 5, scope: !124)
!267 = !DILocation(line: 83, column: 5, scope: !108)
!268 = !DILocalVariable(name: "p", arg: 1, scope: !269, file: !2, line: 49, type: !79)
!269 = distinct !DISubprogram(name: "hexdump", scope: !2, file: !2, line: 49, type: !270, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !77, retainedNodes: !272)
!270 = !DISubroutineType(types: !271)
!271 = !{null, !79, !84}
!272 = !{!268, !273, !274, !276}
!273 = !DILocalVariable(name: "n", arg: 2, scope: !269, file: !2, line: 49, type: !84)
!274 = !DILocalVariable(name: "i", scope: !275, file: !2, line: 50, type: !84)
!275 = distinct !DILexicalBlock(scope: !269, file: !2, line: 50, column: 5)
!276 = !DILocalVariable(name: "k", scope: !277, file: !2, line: 52, type: !84)
!277 = distinct !DILexicalBlock(scope: !278, file: !2, line: 52, column: 9)
!278 = distinct !DILexicalBlock(scope: !279, file: !2, line: 50, column: 40)
!279 = distinct !DILexicalBlock(scope: !275, file: !2, line: 50, column: 5)
!280 = !DILocation(line: 0, scope: !269, inlinedAt: !281)
!281 = distinct !DILocation(line: 84, column: 5, scope: !108)
!282 = !DILocation(line: 0, scope: !275, inlinedAt: !281)
!283 = !DILocation(line: 51, column: 9, scope: !278, inlinedAt: !281)
!284 = !DILocation(line: 0, scope: !277, inlinedAt: !281)
!285 = !DILocation(line: 53, column: 29, scope: !286, inlinedAt: !281)
!286 = distinct !DILexicalBlock(scope: !277, file: !2, line: 52, column: 9)
!287 = !DILocation(line: 53, column: 13, scope: !286, inlinedAt: !281)
!288 = !DILocation(line: 54, column: 9, scope: !278, inlinedAt: !281)
!289 = distinct !DIAssignID()
!290 = !DILocation(line: 0, scope: !145)
!291 = !DILocation(line: 87, column: 18, scope: !147)
!292 = !DILocation(line: 0, scope: !147)
!293 = !DILocation(line: 88, column: 9, scope: !147)
!294 = !DILocation(line: 90, column: 17, scope: !108)
!295 = !DILocation(line: 91, column: 26, scope: !108)
!296 = !DILocation(line: 0, scope: !153)
!297 = !DILocation(line: 92, column: 5, scope: !153)
!298 = !DILocation(line: 92, column: 31, scope: !299)
!299 = distinct !DILexicalBlock(scope: !153, file: !2, line: 92, column: 5)
!300 = !DILocation(line: 93, column: 41, scope: !299)
!301 = !DILocation(line: 93, column: 36, scope: !299)
!302 = !DILocation(line: 93, column: 18, scope: !299)
!303 = !DILocation(line: 93, column: 9, scope: !299)
!304 = !DILocation(line: 93, column: 16, scope: !299)
!305 = distinct !{!305, !297, !306, !249, !307, !308}
!306 = !DILocation(line: 93, column: 46, scope: !153)
!307 = !{!"llvm.loop.isvectorized", i32 1}
!308 = !{!"llvm.loop.unroll.runtime.disable"}
!309 = !DILocation(line: 11, column: 5, scope: !195, inlinedAt: !310)
!310 = distinct !DILocation(line: 94, column: 16, scope: !108)
!311 = !DILocation(line: 0, scope: !187, inlinedAt: !312)
!312 = distinct !DILocation(line: 77, column: 20, scope: !139)
!313 = !DILocation(line: 0, scope: !195, inlinedAt: !312)
!314 = !DILocation(line: 11, column: 26, scope: !198, inlinedAt: !312)
!315 = !DILocation(line: 11, column: 5, scope: !195, inlinedAt: !312)
!316 = !DILocation(line: 12, column: 32, scope: !197, inlinedAt: !312)
!317 = !DILocation(line: 12, column: 22, scope: !197, inlinedAt: !312)
!318 = !DILocation(line: 12, column: 38, scope: !197, inlinedAt: !312)
!319 = !DILocation(line: 0, scope: !197, inlinedAt: !312)
!320 = !DILocation(line: 13, column: 15, scope: !209, inlinedAt: !312)
!321 = !DILocation(line: 13, column: 19, scope: !209, inlinedAt: !312)
!322 = !DILocation(line: 13, column: 13, scope: !197, inlinedAt: !312)
!323 = !DILocation(line: 13, column: 39, scope: !209, inlinedAt: !312)
!324 = !DILocation(line: 13, column: 29, scope: !209, inlinedAt: !312)
!325 = !DILocation(line: 13, column: 49, scope: !209, inlinedAt: !312)
!326 = !DILocation(line: 13, column: 26, scope: !209, inlinedAt: !312)
!327 = !DILocation(line: 13, column: 24, scope: !209, inlinedAt: !312)
!328 = !DILocation(line: 14, column: 15, scope: !218, inlinedAt: !312)
!329 = !DILocation(line: 14, column: 19, scope: !218, inlinedAt: !312)
!330 = !DILocation(line: 14, column: 13, scope: !197, inlinedAt: !312)
!331 = !DILocation(line: 14, column: 29, scope: !218, inlinedAt: !312)
!332 = !DILocation(line: 14, column: 26, scope: !218, inlinedAt: !312)
!333 = !DILocation(line: 14, column: 24, scope: !218, inlinedAt: !312)
!334 = !DILocation(line: 15, column: 32, scope: !197, inlinedAt: !312)
!335 = !DILocation(line: 15, column: 20, scope: !197, inlinedAt: !312)
!336 = !DILocation(line: 15, column: 9, scope: !197, inlinedAt: !312)
!337 = !DILocation(line: 15, column: 18, scope: !197, inlinedAt: !312)
!338 = !DILocation(line: 16, column: 32, scope: !197, inlinedAt: !312)
!339 = !DILocation(line: 16, column: 39, scope: !197, inlinedAt: !312)
!340 = !DILocation(line: 16, column: 20, scope: !197, inlinedAt: !312)
!341 = !DILocation(line: 16, column: 9, scope: !197, inlinedAt: !312)
!342 = !DILocation(line: 16, column: 18, scope: !197, inlinedAt: !312)
!343 = !DILocation(line: 17, column: 20, scope: !197, inlinedAt: !312)
!344 = !DILocation(line: 17, column: 44, scope: !197, inlinedAt: !312)
!345 = !DILocation(line: 17, column: 50, scope: !197, inlinedAt: !312)
!346 = !DILocation(line: 17, column: 32, scope: !197, inlinedAt: !312)
!347 = !DILocation(line: 17, column: 14, scope: !197, inlinedAt: !312)
!348 = !DILocation(line: 17, column: 9, scope: !197, inlinedAt: !312)
!349 = !DILocation(line: 17, column: 18, scope: !197, inlinedAt: !312)
!350 = !DILocation(line: 18, column: 20, scope: !197, inlinedAt: !312)
!351 = !DILocation(line: 18, column: 43, scope: !197, inlinedAt: !312)
!352 = !DILocation(line: 18, column: 32, scope: !197, inlinedAt: !312)
!353 = !DILocation(line: 18, column: 14, scope: !197, inlinedAt: !312)
!354 = !DILocation(line: 18, column: 9, scope: !197, inlinedAt: !312)
!355 = !DILocation(line: 18, column: 18, scope: !197, inlinedAt: !312)
!356 = !DILocation(line: 11, column: 33, scope: !198, inlinedAt: !312)
!357 = distinct !{!357, !315, !358, !249}
!358 = !DILocation(line: 19, column: 5, scope: !195, inlinedAt: !312)
!359 = !DILocation(line: 20, column: 5, scope: !187, inlinedAt: !312)
!360 = !DILocation(line: 20, column: 12, scope: !187, inlinedAt: !312)
!361 = !DILocation(line: 0, scope: !139)
!362 = !DILocation(line: 78, column: 18, scope: !139)
!363 = !DILocation(line: 79, column: 19, scope: !139)
!364 = !DILocation(line: 79, column: 32, scope: !139)
!365 = !DILocation(line: 79, column: 35, scope: !139)
!366 = !DILocation(line: 79, column: 57, scope: !139)
!367 = !DILocation(line: 79, column: 14, scope: !139)
!368 = !DILocation(line: 80, column: 17, scope: !369)
!369 = distinct !DILexicalBlock(scope: !139, file: !2, line: 80, column: 13)
!370 = !DILocation(line: 80, column: 13, scope: !139)
!371 = !DILocation(line: 81, column: 13, scope: !369)
!372 = !DILocation(line: 76, column: 42, scope: !140)
!373 = !DILocation(line: 76, column: 30, scope: !140)
!374 = distinct !{!374, !181, !375, !249}
!375 = !DILocation(line: 82, column: 5, scope: !137)
!376 = !DILocation(line: 0, scope: !195, inlinedAt: !310)
!377 = !DILocation(line: 0, scope: !187, inlinedAt: !310)
!378 = !DILocation(line: 12, column: 32, scope: !197, inlinedAt: !310)
!379 = !DILocation(line: 12, column: 22, scope: !197, inlinedAt: !310)
!380 = !DILocation(line: 12, column: 38, scope: !197, inlinedAt: !310)
!381 = !DILocation(line: 0, scope: !197, inlinedAt: !310)
!382 = !DILocation(line: 13, column: 19, scope: !209, inlinedAt: !310)
!383 = !DILocation(line: 13, column: 13, scope: !197, inlinedAt: !310)
!384 = !DILocation(line: 13, column: 39, scope: !209, inlinedAt: !310)
!385 = !DILocation(line: 13, column: 29, scope: !209, inlinedAt: !310)
!386 = !DILocation(line: 13, column: 49, scope: !209, inlinedAt: !310)
!387 = !DILocation(line: 13, column: 26, scope: !209, inlinedAt: !310)
!388 = !DILocation(line: 14, column: 19, scope: !218, inlinedAt: !310)
!389 = !DILocation(line: 14, column: 13, scope: !197, inlinedAt: !310)
!390 = !DILocation(line: 14, column: 29, scope: !218, inlinedAt: !310)
!391 = !DILocation(line: 14, column: 26, scope: !218, inlinedAt: !310)
!392 = !DILocation(line: 14, column: 24, scope: !218, inlinedAt: !310)
!393 = !DILocation(line: 15, column: 32, scope: !197, inlinedAt: !310)
!394 = !DILocation(line: 15, column: 20, scope: !197, inlinedAt: !310)
!395 = !DILocation(line: 15, column: 9, scope: !197, inlinedAt: !310)
!396 = !DILocation(line: 15, column: 18, scope: !197, inlinedAt: !310)
!397 = !DILocation(line: 16, column: 32, scope: !197, inlinedAt: !310)
!398 = !DILocation(line: 16, column: 39, scope: !197, inlinedAt: !310)
!399 = !DILocation(line: 16, column: 20, scope: !197, inlinedAt: !310)
!400 = !DILocation(line: 16, column: 9, scope: !197, inlinedAt: !310)
!401 = !DILocation(line: 16, column: 18, scope: !197, inlinedAt: !310)
!402 = !DILocation(line: 17, column: 20, scope: !197, inlinedAt: !310)
!403 = !DILocation(line: 17, column: 44, scope: !197, inlinedAt: !310)
!404 = !DILocation(line: 17, column: 50, scope: !197, inlinedAt: !310)
!405 = !DILocation(line: 17, column: 32, scope: !197, inlinedAt: !310)
!406 = !DILocation(line: 17, column: 14, scope: !197, inlinedAt: !310)
!407 = !DILocation(line: 17, column: 9, scope: !197, inlinedAt: !310)
!408 = !DILocation(line: 17, column: 18, scope: !197, inlinedAt: !310)
!409 = !DILocation(line: 18, column: 20, scope: !197, inlinedAt: !310)
!410 = !DILocation(line: 18, column: 43, scope: !197, inlinedAt: !310)
!411 = !DILocation(line: 18, column: 32, scope: !197, inlinedAt: !310)
!412 = !DILocation(line: 18, column: 14, scope: !197, inlinedAt: !310)
!413 = !DILocation(line: 18, column: 9, scope: !197, inlinedAt: !310)
!414 = !DILocation(line: 18, column: 18, scope: !197, inlinedAt: !310)
!415 = !DILocation(line: 11, column: 33, scope: !198, inlinedAt: !310)
!416 = !DILocation(line: 11, column: 26, scope: !198, inlinedAt: !310)
!417 = distinct !{!417, !309, !418, !249}
!418 = !DILocation(line: 19, column: 5, scope: !195, inlinedAt: !310)
!419 = !DILocation(line: 20, column: 5, scope: !187, inlinedAt: !310)
!420 = !DILocation(line: 20, column: 12, scope: !187, inlinedAt: !310)
!421 = !DILocation(line: 0, scope: !157)
!422 = !DILocation(line: 96, column: 5, scope: !157)
!423 = !DILocation(line: 98, column: 5, scope: !108)
!424 = !DILocation(line: 99, column: 5, scope: !108)
!425 = !DILocation(line: 100, column: 5, scope: !108)
!426 = !DILocation(line: 102, column: 1, scope: !108)
!427 = !DILocation(line: 101, column: 5, scope: !108)
!428 = !DILocation(line: 97, column: 19, scope: !429)
!429 = distinct !DILexicalBlock(scope: !157, file: !2, line: 96, column: 5)
!430 = !DILocation(line: 97, column: 41, scope: !429)
!431 = !DILocation(line: 97, column: 26, scope: !429)
!432 = !DILocation(line: 97, column: 24, scope: !429)
!433 = !DILocation(line: 96, column: 32, scope: !429)
!434 = !DILocation(line: 96, column: 26, scope: !429)
!435 = distinct !{!435, !422, !436, !249}
!436 = !DILocation(line: 97, column: 46, scope: !157)
!437 = !DISubprogram(name: "strlen", scope: !438, file: !438, line: 407, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!439 = !DISubroutineType(types: !440)
!440 = !{!86, !114}
!441 = distinct !DISubprogram(name: "b64_decode", scope: !2, file: !2, line: 29, type: !442, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !77, retainedNodes: !444)
!442 = !DISubroutineType(types: !443)
!443 = !{!83, !114, !151}
!444 = !{!445, !446, !447, !448, !449, !451, !455, !457}
!445 = !DILocalVariable(name: "in", arg: 1, scope: !441, file: !2, line: 29, type: !114)
!446 = !DILocalVariable(name: "out", arg: 2, scope: !441, file: !2, line: 29, type: !151)
!447 = !DILocalVariable(name: "n", scope: !441, file: !2, line: 30, type: !84)
!448 = !DILocalVariable(name: "o", scope: !441, file: !2, line: 33, type: !83)
!449 = !DILocalVariable(name: "i", scope: !450, file: !2, line: 34, type: !84)
!450 = distinct !DILexicalBlock(scope: !441, file: !2, line: 34, column: 5)
!451 = !DILocalVariable(name: "v", scope: !452, file: !2, line: 35, type: !454)
!452 = distinct !DILexicalBlock(scope: !453, file: !2, line: 34, column: 39)
!453 = distinct !DILexicalBlock(scope: !450, file: !2, line: 34, column: 5)
!454 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 128, elements: !20)
!455 = !DILocalVariable(name: "k", scope: !456, file: !2, line: 36, type: !88)
!456 = distinct !DILexicalBlock(scope: !452, file: !2, line: 36, column: 9)
!457 = !DILocalVariable(name: "w", scope: !452, file: !2, line: 41, type: !87)
!458 = distinct !DIAssignID()
!459 = !DILocation(line: 0, scope: !452)
!460 = distinct !DIAssignID()
!461 = distinct !DIAssignID()
!462 = distinct !DIAssignID()
!463 = !DILocation(line: 0, scope: !441)
!464 = !DILocation(line: 30, column: 16, scope: !441)
!465 = !DILocation(line: 31, column: 11, scope: !466)
!466 = distinct !DILexicalBlock(scope: !441, file: !2, line: 31, column: 9)
!467 = !DILocation(line: 31, column: 9, scope: !441)
!468 = !DILocation(line: 0, scope: !450)
!469 = !DILocation(line: 34, column: 26, scope: !453)
!470 = !DILocation(line: 34, column: 5, scope: !450)
!471 = !DILocation(line: 35, column: 9, scope: !452)
!472 = !DILocation(line: 0, scope: !456)
!473 = !DILocation(line: 37, column: 20, scope: !474)
!474 = distinct !DILexicalBlock(scope: !475, file: !2, line: 36, column: 37)
!475 = distinct !DILexicalBlock(scope: !456, file: !2, line: 36, column: 9)
!476 = !DILocation(line: 37, column: 30, scope: !474)
!477 = !DILocalVariable(name: "c", arg: 1, scope: !478, file: !2, line: 24, type: !4)
!478 = distinct !DISubprogram(name: "b64_value", scope: !2, file: !2, line: 24, type: !479, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !77, retainedNodes: !481)
!479 = !DISubroutineType(types: !480)
!480 = !{!88, !4}
!481 = !{!477, !482}
!482 = !DILocalVariable(name: "p", scope: !478, file: !2, line: 25, type: !114)
!483 = !DILocation(line: 0, scope: !478, inlinedAt: !484)
!484 = distinct !DILocation(line: 37, column: 43, scope: !474)
!485 = !DILocation(line: 25, column: 38, scope: !478, inlinedAt: !484)
!486 = !DILocation(line: 25, column: 21, scope: !478, inlinedAt: !484)
!487 = !DILocation(line: 26, column: 12, scope: !478, inlinedAt: !484)
!488 = !DILocation(line: 26, column: 14, scope: !478, inlinedAt: !484)
!489 = !DILocation(line: 37, scope: !474)
!490 = !DILocation(line: 37, column: 27, scope: !474)
!491 = !DILocation(line: 37, column: 18, scope: !474)
!492 = !{!493, !493, i64 0}
!493 = !{!"int", !171, i64 0}
!494 = !DILocation(line: 38, column: 17, scope: !474)
!495 = !DILocation(line: 38, column: 22, scope: !496)
!496 = distinct !DILexicalBlock(scope: !474, file: !2, line: 38, column: 17)
!497 = !DILocation(line: 37, column: 25, scope: !474)
!498 = !DILocation(line: 41, column: 100, scope: !452)
!499 = !DILocation(line: 41, column: 37, scope: !452)
!500 = !DILocation(line: 41, column: 60, scope: !452)
!501 = !DILocation(line: 41, column: 43, scope: !452)
!502 = !DILocation(line: 41, column: 83, scope: !452)
!503 = !DILocation(line: 41, column: 66, scope: !452)
!504 = !DILocation(line: 41, column: 88, scope: !452)
!505 = !DILocation(line: 42, column: 38, scope: !452)
!506 = !DILocation(line: 42, column: 20, scope: !452)
!507 = !DILocation(line: 42, column: 14, scope: !452)
!508 = !DILocation(line: 42, column: 9, scope: !452)
!509 = !DILocation(line: 42, column: 18, scope: !452)
!510 = !DILocation(line: 43, column: 13, scope: !511)
!511 = distinct !DILexicalBlock(scope: !452, file: !2, line: 43, column: 13)
!512 = !DILocation(line: 43, column: 23, scope: !511)
!513 = !DILocation(line: 43, column: 13, scope: !452)
!514 = !DILocation(line: 43, column: 60, scope: !511)
!515 = !DILocation(line: 43, column: 42, scope: !511)
!516 = !DILocation(line: 43, column: 36, scope: !511)
!517 = !DILocation(line: 43, column: 31, scope: !511)
!518 = !DILocation(line: 43, column: 40, scope: !511)
!519 = !DILocation(line: 44, column: 13, scope: !520)
!520 = distinct !DILexicalBlock(scope: !452, file: !2, line: 44, column: 13)
!521 = !DILocation(line: 44, column: 23, scope: !520)
!522 = !DILocation(line: 44, column: 13, scope: !452)
!523 = !DILocation(line: 44, column: 42, scope: !520)
!524 = !DILocation(line: 44, column: 36, scope: !520)
!525 = !DILocation(line: 44, column: 31, scope: !520)
!526 = !DILocation(line: 44, column: 40, scope: !520)
!527 = !DILocation(line: 45, column: 5, scope: !453)
!528 = !DILocation(line: 34, column: 33, scope: !453)
!529 = distinct !{!529, !470, !530, !249}
!530 = !DILocation(line: 45, column: 5, scope: !450)
!531 = !DILocation(line: 47, column: 1, scope: !441)
!532 = !DISubprogram(name: "printf", scope: !533, file: !533, line: 356, type: !534, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!533 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!534 = !DISubroutineType(types: !535)
!535 = !{!88, !536, null}
!536 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!537 = !DISubprogram(name: "malloc", scope: !538, file: !538, line: 553, type: !539, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!538 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!539 = !DISubroutineType(types: !540)
!540 = !{!541, !84}
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!542 = !DISubprogram(name: "free", scope: !538, file: !538, line: 568, type: !543, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!543 = !DISubroutineType(types: !544)
!544 = !{null, !541}
